import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs'
import type { CspOptions } from './security-headers.ts'

/**
 * The Content-Security-Policy options with the hashes of each page's inline scripts, as the
 * served build wrote them (`dist/csp-script-hashes.json`). Read again at once when the file is
 * another build's (`dist` switched to a new build: its pages have new hashes, and an old policy
 * would block their scripts), and when the file changes in place (checked once a second).
 */
export function buildCsp(
  file: string,
  fromEnv: Omit<CspOptions, 'pageScripts'>,
  now: () => number = Date.now,
): () => CspOptions {
  let csp: CspOptions = { ...fromEnv }
  let where: string | undefined
  let time = -1
  let checkedAt = Number.NEGATIVE_INFINITY
  return () => {
    const current = realFile(file)
    if (current === where && now() - checkedAt < 1000) return csp
    checkedAt = now()
    const modified = existsSync(file) ? statSync(file).mtimeMs : 0
    if (current !== where || modified !== time) {
      where = current
      time = modified
      const pageScripts: Record<string, string[]> = modified
        ? JSON.parse(readFileSync(file, 'utf8'))
        : {}
      csp = { pageScripts, ...fromEnv }
    }
    return csp
  }
}

/** The file's real path, through the `dist` link; undefined when there is none. */
function realFile(file: string): string | undefined {
  try {
    return realpathSync.native(file)
  } catch {
    return undefined
  }
}
