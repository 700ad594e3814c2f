import { normalizeName } from './canonical.ts'

/**
 * A part number as buyers type it, reduced to letters and digits in lower case: spaces, dashes,
 * dots and slashes are ignored, so '4 0 7 1 0-5', '40710.5' and '407105' compare equal, as do
 * 'pp12', 'PP 12' and 'PP-12'.
 */
export function compactPartNumber(text: string): string {
  return normalizeName(text).replace(/[^\p{L}\p{N}]/gu, '')
}
