import { deflateSync } from 'node:zlib'

/**
 * A stand-in for Sanity's image CDN: `/images/{project}/{dataset}/{hash}-{w}x{h}.{ext}` answered
 * with a generated PNG at the size asked (`w`, `h`; else the original's), made with Node's own
 * zlib, no image library. Each hash gets its own colour, in bands, so two photos look apart on a
 * screenshot. The real CDN would send AVIF or WebP for `auto=format`; the stand-in sends PNG.
 */
export function cdnImage(url: URL): { status: number; type: string; body: Buffer } | null {
  const match = /^\/images\/[^/]+\/[^/]+\/([0-9a-z]+)-(\d+)x(\d+)\.\w+$/.exec(url.pathname)
  if (!match?.[1]) return null
  const hash = match[1]
  const width = clamp(Number(url.searchParams.get('w') ?? match[2]))
  const height = clamp(Number(url.searchParams.get('h') ?? match[3]))
  return { status: 200, type: 'image/png', body: png(width, height, hash) }
}

const clamp = (n: number) => Math.max(1, Math.min(2400, Math.round(n) || 1))

const cache = new Map<string, Buffer>()

/** A PNG of that size, coloured by `seed` (the Studio's uploads in the tests are such files). */
export function png(width: number, height: number, seed: string): Buffer {
  const key = `${width}x${height}:${seed}`
  const kept = cache.get(key)
  if (kept) return kept
  let hue = 0
  for (const char of seed) hue = (hue * 31 + (char.codePointAt(0) ?? 0)) % 360
  const [r, g, b] = hsl(hue, 0.35, 0.45)
  const row = Buffer.alloc(1 + width * 3)
  const raw = Buffer.alloc(row.length * height)
  for (let y = 0; y < height; y++) {
    row[0] = 0
    const band = Math.floor((y / height) * 8) % 2 === 0 ? 1 : 0.8
    for (let x = 0; x < width; x++) {
      const shade = band * (0.75 + 0.25 * (x / width))
      row[1 + x * 3] = r * shade
      row[2 + x * 3] = g * shade
      row[3 + x * 3] = b * shade
    }
    row.copy(raw, y * row.length)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const file = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
  if (cache.size > 200) cache.clear()
  cache.set(key, file)
  return file
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(data: Buffer): number {
  let c = 0xffffffff
  for (const byte of data) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const f = (n: number) => {
    const k = (n + h / 30) % 12
    return 255 * (l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1)))
  }
  return [f(0), f(8), f(4)]
}

/** A tiny PNG as a data URL, the shape of an asset's `metadata.lqip`. */
export function lqipOf(hash: string): string {
  return `data:image/png;base64,${png(20, 15, hash).toString('base64')}`
}
