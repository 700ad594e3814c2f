/**
 * Where the prerender writes every picture as a file of its own (structured data names it): by
 * picture name, not by post, so a post published after the build still points at a file.
 */
export const PICTURE_FILES_DIR = '/img/imagenes/'

/** A picture's file, by its name (picture-names.ts; this file imports nothing: the build reads it). */
export function pictureFileUrl(name: string): string {
  return `${PICTURE_FILES_DIR}${name}.svg`
}
