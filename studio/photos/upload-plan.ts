import { canonicalKeyParam } from '../../src/catalogue/part-path'
import type { PhotoTarget } from '../../src/photos/file-names'

/** The document a part's photos go in: one per key, whatever its case. */
export function partPhotosId(key: string): string {
  const safe = canonicalKeyParam(key).replace(
    /[^a-z0-9_-]/g,
    (c) => `_${c.codePointAt(0)?.toString(16)}`,
  )
  return `partPhotos.${safe}`
}

export const linePhotosId = (line: string) => `linePhotos.${line}`
export const SCENE_PHOTOS_ID = 'scenePhotos'

/** How a match reads in the tool's list. */
export function describeTarget(
  target: PhotoTarget,
  lineName: (id: string) => string,
  sceneTitle: (id: string) => string,
) {
  if (target.kind === 'part')
    return target.angle === 1
      ? `Pieza ${target.key} · foto principal`
      : `Pieza ${target.key} · foto ${target.angle}`
  if (target.kind === 'line') return `Línea ${lineName(target.line)} · encabezado`
  return `Empresa · ${sceneTitle(target.scene)}`
}

/**
 * The placed files in the order they are added: by part, its angles in order (so the main photo
 * goes first), then lines and scenes by file name.
 */
export function orderMatches<T extends { match: { file: string; target: PhotoTarget } }>(
  items: T[],
): T[] {
  const rank = ({ match }: T) =>
    match.target.kind === 'part'
      ? `0 ${canonicalKeyParam(match.target.key)} ${String(match.target.angle).padStart(2, '0')}`
      : `1 ${match.file}`
  return [...items].sort((a, b) => rank(a).localeCompare(rank(b)))
}
