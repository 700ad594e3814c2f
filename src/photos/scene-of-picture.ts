import type { PhotoSceneId } from './scenes'

/**
 * The company's scenes a picture name stands for, in the order a photograph is looked for: the
 * company's picture shows the plant, else the counter, else the team; each quote step its own.
 */
const scenesOfPicture: Record<string, readonly PhotoSceneId[]> = {
  about: ['planta', 'mostrador', 'equipo'],
  browse: ['paso-1'],
  quote: ['paso-2'],
  deliver: ['paso-3'],
}

/** The scenes a picture stands for; none for a product's render or a post's picture. */
export function scenesOf(picture: string): readonly PhotoSceneId[] | null {
  return scenesOfPicture[picture] ?? null
}

/** The picture names that stand for a scene (what the Studio's preview looks for on pages). */
export const scenePictureNames = Object.keys(scenesOfPicture)
