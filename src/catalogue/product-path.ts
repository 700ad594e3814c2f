import { DOOR_PINS } from './lines.ts'
import { canonicalKeyParam, partPath } from './part-path.ts'

export { canonicalKeyParam }

/** A door pin's page: /pernos-para-puerta/{key}, the key lower-cased (partPath's door-pin case). */
export function productPath(key: string): string {
  return partPath(DOOR_PINS, key)
}
