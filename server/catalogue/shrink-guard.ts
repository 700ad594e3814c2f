import { DatabaseSync } from 'node:sqlite'
import { countProducts } from './db.ts'

/** Set to 1 to load a catalogue that lost more than a fifth of its products on purpose. */
export const ALLOW_SHRINK = 'CATALOGUE_ALLOW_SHRINK'

/** The share of the last good catalogue's products a new one must keep. */
const KEEP_AT_LEAST = 0.8

/**
 * Why a catalogue of `next` products must not replace the last good one of `lastGood`, in the
 * staff's Spanish, or null: a sheet cut short (a bad export, a half-saved file) looks valid line
 * by line, and would take most of the catalogue off the site.
 */
export function shrinkProblem(
  next: number,
  lastGood: number | undefined,
  env: NodeJS.ProcessEnv = process.env,
): string | null {
  if (lastGood === undefined || env[ALLOW_SHRINK] === '1') return null
  if (next >= lastGood * KEEP_AT_LEAST) return null
  return (
    `el catálogo tiene ${next} productos y el último cargado tenía ${lastGood}: perdería más de ` +
    'una quinta parte, lo que suele ser un archivo cortado o incompleto. Si la baja es correcta, ' +
    `cárguelo con ${ALLOW_SHRINK}=1.`
  )
}

/** How many products a catalogue database holds; undefined when it is missing or unreadable. */
export function productCount(file: string): number | undefined {
  let db: DatabaseSync | undefined
  try {
    db = new DatabaseSync(file, { readOnly: true })
    return countProducts(db)
  } catch {
    return undefined
  } finally {
    db?.close()
  }
}
