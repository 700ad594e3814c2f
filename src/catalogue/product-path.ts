import { DOOR_PINS } from './lines.ts'
import { canonicalKeyParam, partPath } from './part-path.ts'

export { canonicalKeyParam }

/** A door pin's page: /pernos-para-puerta/{key}, the key lower-cased and URL-encoded. */
export function productPath(key: string): string {
  return partPath(DOOR_PINS, key)
}

/** A product page's path, in any case: one non-empty segment under the catalogue. */
const PRODUCT_PAGE_PATH = /^\/pernos-para-puerta\/([^/]+)$/

/** Whether a request path is the product route's (/pernos-para-puerta/{key}), known key or not. */
export function isProductPagePath(path: string): boolean {
  return PRODUCT_PAGE_PATH.test(path)
}

/**
 * For a request path of a product page whose key has capitals (/pernos-para-puerta/PP-12), the
 * canonical lower-case path to redirect to; null for any other path.
 */
export function canonicalProductPath(path: string): string | null {
  const match = PRODUCT_PAGE_PATH.exec(path)
  if (!match?.[1]) return null
  let key: string
  try {
    key = decodeURIComponent(match[1])
  } catch {
    return null
  }
  return key === key.toLowerCase() ? null : productPath(key)
}
