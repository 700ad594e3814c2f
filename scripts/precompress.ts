import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const compressible = /\.(html|js|css|json|svg|xml|txt)$/
const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Files compressed at once: zlib's work runs on libuv's threads, beside the reading and writing. */
const IN_FLIGHT = 4

export type PrecompressOptions = {
  /** Brotli's level for the site's shared files: pages, scripts, styles, data. */
  brotliQuality?: number
  /** Brotli's level for the files there is one of per part (`isPartFile`). */
  partQuality?: number
  /** Whether a file (its path in `dir`, with '/') is one of the per-part pages or pictures. */
  isPartFile?: (file: string) => boolean
}

/**
 * Writes .br and .gz beside every text file of the build, once; the server then sends them as
 * they are instead of compressing on every request. Brotli at its highest level (11) takes some
 * hundred milliseconds for a page, which a catalogue of thousands of part pages cannot pay on
 * every build: those pages and their pictures get a lower level (`partQuality`), a few percent
 * larger for a small fraction of the time, and the shared files the highest. A build made only to
 * be tested (`npm run test:e2e`) asks for a lower level for everything.
 */
export async function precompress(
  dir: string,
  {
    brotliQuality = 11,
    partQuality = brotliQuality,
    isPartFile = () => false,
  }: PrecompressOptions = {},
): Promise<number> {
  const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
  let count = 0
  let next = 0
  async function work() {
    while (next < files.length) {
      const file = files[next++] as string
      const data = await readFile(file)
      if (data.length < 1024) continue
      const quality = isPartFile(relative(dir, file).split(sep).join('/'))
        ? partQuality
        : brotliQuality
      const [brotli, gzipped] = await Promise.all([
        brotliAsync(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: quality,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzipAsync(data, { level: 9 }),
      ])
      await Promise.all([writeFile(`${file}.br`, brotli), writeFile(`${file}.gz`, gzipped)])
      count++
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, work))
  return count
}
