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
