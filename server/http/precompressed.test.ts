import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { matchesEtag, pickEncoding, precompress } from './precompressed.ts'

describe('precompress', () => {
  it('holds the same bytes in every encoding, under one validator', () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ a: 'Sedán'.repeat(500) }))
    const answer = precompress(bytes)
    expect(Buffer.from(brotliDecompressSync(answer.br))).toEqual(Buffer.from(bytes))
    expect(Buffer.from(gunzipSync(answer.gzip))).toEqual(Buffer.from(bytes))
    expect(answer.br.length).toBeLessThan(bytes.length / 10)
    expect(answer.etag).toMatch(/^W\/"[\w-]{22}"$/)
  })

  it("round-trips an empty answer, a tiny one and one larger than Brotli's default window", () => {
    const large = new Uint8Array(5 * 1024 * 1024)
    for (let i = 0; i < large.length; i++) large[i] = (i * 7919) % 251
    for (const bytes of [new Uint8Array(0), new TextEncoder().encode('[]'), large]) {
      const answer = precompress(bytes)
      expect(brotliDecompressSync(answer.br).equals(bytes), `${bytes.length} bytes`).toBe(true)
      expect(gunzipSync(answer.gzip).equals(bytes), `${bytes.length} bytes`).toBe(true)
    }
  })
})

describe('pickEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['identity', 'identity'],
    ['x, y;q=abc, *', 'identity'],
  ])('%s → %s', (header, encoding) => {
    expect(pickEncoding(header)).toBe(encoding)
    // Picked again from what it remembers of the value.
    expect(pickEncoding(header)).toBe(encoding)
  })

  it('reads each of many values right, past what it remembers', () => {
    for (let i = 0; i < 200; i++) {
      expect(pickEncoding(`x-${i}, gzip`)).toBe('gzip')
      expect(pickEncoding(`x-${i}, br;q=0`)).toBe('identity')
    }
  })
})

describe('matchesEtag', () => {
  it('compares weakly and accepts lists and *', () => {
    expect(matchesEtag('W/"abc"', 'W/"abc"')).toBe(true)
    expect(matchesEtag('"x", "abc"', 'W/"abc"')).toBe(true)
    expect(matchesEtag('*', 'W/"abc"')).toBe(true)
    expect(matchesEtag('"abd"', 'W/"abc"')).toBe(false)
    expect(matchesEtag(undefined, 'W/"abc"')).toBe(false)
  })
})
