/**
 * Where the prerender writes every picture as a file of its own (pages show it, a post's
 * structured data names it): by picture name, not by page or post, so a page or post published
 * after the build still finds its file.
 */
export const PICTURE_FILES_DIR = '/img/imagenes/'

/** A picture's file, by its name (picture-names.ts; this file imports nothing: the build reads it). */
export function pictureFileUrl(name: string): string {
  return `${PICTURE_FILES_DIR}${name}.svg`
}
