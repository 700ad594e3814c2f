/**
 * Any text in the addresses' slug format: lower case, no accents, hyphens between words
 * ("Cómo elegir un perno" → como-elegir-un-perno, "Derechos ARCO" → derechos-arco). A post's
 * address, a blog tag's and a subtitle's anchor are all written this way.
 */
export function slugFrom(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
