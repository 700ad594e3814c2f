import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, constants, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { precompress } from './precompress.ts'

const brotli = (data: string, quality: number) =>
  brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(data),
    },
  })

describe('precompress', () => {
  it('compresses per-part files at their own Brotli quality and the rest at the given one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'precompress-'))
    const page = `<!DOCTYPE html>${'<p>Birlo M12 × 1.5, largo 40 mm</p>'.repeat(80)}`
    mkdirSync(join(dir, 'birlos-automotrices/br-1215'), { recursive: true })
    writeFileSync(join(dir, 'index.html'), page)
    writeFileSync(join(dir, 'birlos-automotrices/br-1215/index.html'), page)
    writeFileSync(join(dir, 'small.html'), '<p>corto</p>')
    const count = await precompress(dir, {
      brotliQuality: 11,
      partQuality: 5,
      isPartFile: (file) => file.startsWith('birlos-automotrices/'),
    })
    expect(count).toBe(2)
    const read = (file: string) => readFileSync(join(dir, file))
    expect(read('index.html.br')).toEqual(brotli(page, 11))
    expect(read('birlos-automotrices/br-1215/index.html.br')).toEqual(brotli(page, 5))
    expect(gunzipSync(read('birlos-automotrices/br-1215/index.html.gz')).toString()).toBe(page)
    expect(() => read('small.html.br')).toThrow()
  })
})
