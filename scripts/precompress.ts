import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const compressible = /\.(html|js|css|json|svg|xml|txt)$/

/**
 * Writes .br and .gz beside every text file of the build, once, at the highest levels; the
 * server then sends them as they are instead of compressing on every request.
 */
export async function precompress(dir: string): Promise<number> {
  let count = 0
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue
    const file = join(entry.parentPath, entry.name)
    const data = await readFile(file)
    if (data.length < 1024) continue
    const brotli = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    })
    await writeFile(`${file}.br`, brotli)
    await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }))
    count++
  }
  return count
}
