/**
 * Whether the catalogue gives a real photo for a product. The contract's image_producto is a
 * file name without extension (the local service sends the key): that names no photo, and the
 * product is drawn from its measures. A path on this site to a raster image ('/fotos/pp-1.webp')
 * is a photo and is shown instead. A URL on another host is not used: the pages load nothing
 * from third-party hosts (and the Content-Security-Policy allows images from this origin only).
 */
export function productPhotoUrl(image: string): string | null {
  return /^\/(?!\/)[^\s?#]+\.(?:jpe?g|png|webp|avif)$/i.test(image.trim()) ? image.trim() : null
}

/**
 * The file of a product's drawing for crawlers and link previews (Product structured data),
 * written by the build's pictures step (pictures/) from the product's measures: a file name safe in any URL,
 * made unique with a short hash when the key had other characters than letters, digits and '-'.
 */
export function productDrawingFile(key: string): string {
  const lower = key.toLowerCase()
  const slug = lower
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')
  if (slug === lower && slug) return `${slug}.svg`
  let hash = 0x811c9dc5
  for (const char of key) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0
  return `${slug || 'producto'}-${hash.toString(36)}.svg`
}

export const PRODUCT_DRAWINGS_DIR = '/img/productos/'
/** Where each door pin's render lies (the same file name as its drawing): its card and page show it. */
export const PRODUCT_RENDERS_DIR = '/img/productos/vistas/'

/** The drawing and the render of a door pin, as the build writes them. */
export const productDrawingUrl = (key: string) =>
  `${PRODUCT_DRAWINGS_DIR}${productDrawingFile(key)}`
export const productRenderUrl = (key: string) => `${PRODUCT_RENDERS_DIR}${productDrawingFile(key)}`
