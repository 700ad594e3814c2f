import { isLineId, type LineId } from '../catalogue/lines'
import { isPhotoSceneId, type PhotoSceneId } from './scenes'

/** Where a photograph goes, read from its file name. */
export type PhotoTarget =
  /** A part's photo: its key as the catalogue spells it; angle 1 is the main photo. */
  | { kind: 'part'; key: string; angle: number }
  | { kind: 'line'; line: LineId }
  | { kind: 'scene'; scene: PhotoSceneId }

export type PhotoFileMatch =
  | { file: string; target: PhotoTarget }
  | { file: string; target: null; reason: string }

/** The catalogue's spelling of a key, or null when no part has it (any case). */
export type KeyLookup = (key: string) => string | null

const PHOTO_EXTENSION = /\.(jpe?g|png|webp|avif)$/i
/** `PP-1-2`: a part's second angle. Up to 99 angles; `-0` is no angle. */
const ANGLE_SUFFIX = /^(.+)-([1-9]\d?)$/

/** The file name without folders, extension or surrounding spaces. */
function stemOf(file: string): string {
  return (file.split(/[\\/]/).pop() ?? file).replace(PHOTO_EXTENSION, '').trim()
}

/**
 * The part keys a file name could name, to look up in the catalogue before matching: the whole
 * name, and the name without an angle suffix (`PP-1-2` could be the part `PP-1-2` or the second
 * photo of `PP-1`).
 */
export function candidateKeys(file: string): string[] {
  if (!PHOTO_EXTENSION.test(file)) return []
  const stem = stemOf(file)
  if (/^(linea|escena)-/i.test(stem)) return []
  const suffixed = ANGLE_SUFFIX.exec(stem)
  return suffixed?.[1] ? [stem, suffixed[1]] : [stem]
}

/**
 * Places one photograph by its file name: `linea-birlos.jpg` on a line, `escena-planta.jpg` on a
 * scene, `PP-1.jpg` as a part's main photo and `PP-1-2.jpg` as its second angle. A key the
 * catalogue holds as a whole wins over a suffix, so a part whose key ends in `-2` is never
 * mistaken for another's angle.
 */
export function matchPhotoFile(file: string, lookup: KeyLookup): PhotoFileMatch {
  if (!PHOTO_EXTENSION.test(file))
    return { file, target: null, reason: 'No es una foto: sube JPG, PNG, WebP o AVIF.' }
  const stem = stemOf(file)
  const named = /^(linea|escena)-(.+)$/i.exec(stem)
  if (named?.[1] && named[2]) {
    const id = named[2].toLowerCase()
    if (named[1].toLowerCase() === 'linea')
      return isLineId(id)
        ? { file, target: { kind: 'line', line: id } }
        : { file, target: null, reason: `No hay una línea «${named[2]}».` }
    return isPhotoSceneId(id)
      ? { file, target: { kind: 'scene', scene: id } }
      : { file, target: null, reason: `No hay una escena «${named[2]}».` }
  }
  const whole = lookup(stem)
  if (whole) return { file, target: { kind: 'part', key: whole, angle: 1 } }
  const suffixed = ANGLE_SUFFIX.exec(stem)
  const base = suffixed?.[1] ? lookup(suffixed[1]) : null
  if (base && suffixed?.[2])
    return { file, target: { kind: 'part', key: base, angle: Number(suffixed[2]) } }
  return { file, target: null, reason: `Ninguna pieza del catálogo tiene la clave «${stem}».` }
}
