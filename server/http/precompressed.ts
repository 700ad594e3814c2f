import { createHash } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** One answer's bytes, compressed once, with the validator every encoding shares. */
export type Precompressed = {
  identity: Uint8Array<ArrayBuffer>
  br: Uint8Array<ArrayBuffer>
  gzip: Uint8Array<ArrayBuffer>
  /** Weak: the encodings are byte-different but the same answer. */
  etag: string
  /** Encodings not worth making for these bytes (too small): the identity is sent instead. */
  uncompressed?: readonly Encoding[]
}

export type Encoding = 'br' | 'gzip' | 'identity'

/**
 * Brotli at quality 9 by default: a few per cent larger than 11 at half the time. An answer made
 * on request asks for less (5), which is several times faster again. Its window is fitted to the
 * answer: Brotli prepares its whole window on every call, which for a small answer (a catalogue
 * search, many made on the server's thread) costs more than compressing it; a window as large as
 * the answer loses nothing.
 */
export function precompress(bytes: Uint8Array<ArrayBuffer>, brotliQuality = 9): Precompressed {
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [constants.BROTLI_PARAM_LGWIN]: fittedWindow(bytes.length),
    },
  })
  return {
    identity: bytes,
    br: new Uint8Array(br),
    gzip: new Uint8Array(gzipSync(bytes, { level: 9 })),
    etag: weakEtag(bytes),
  }
}

/** The smallest Brotli window (log2 of its bytes) that holds `length` bytes, within its range. */
function fittedWindow(length: number): number {
  const bits = Math.ceil(Math.log2(length + 1))
  return Math.min(
    constants.BROTLI_MAX_WINDOW_BITS,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, bits),
  )
}

export function weakEtag(bytes: Uint8Array): string {
  return `W/"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}"`
}

/**
 * Encodings picked for the Accept-Encoding values seen: browsers send a handful of them, each
 * on every request, and reading one again costs more than looking it up. Bounded, as any client
 * may send any value.
 */
const picked = new Map<string, Encoding>()
const MAX_PICKED = 64

/** The best encoding the client accepts (Brotli, then gzip); q=0 refuses one. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity'
  let encoding = picked.get(acceptEncoding)
  if (encoding === undefined) {
    encoding = readEncoding(acceptEncoding)
    if (picked.size >= MAX_PICKED) picked.clear()
    picked.set(acceptEncoding, encoding)
  }
  return encoding
}

function readEncoding(acceptEncoding: string): Encoding {
  const accepted = new Set<string>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    if (q === undefined || Number(q) > 0) accepted.add(name.trim())
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return 'identity'
}

/** Whether an If-None-Match header names this validator (weak comparison, as for GET). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const bare = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare)
}
