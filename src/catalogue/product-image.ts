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

/**
 * The widths of a door pin's card picture, its render as WebP (pictures/card-thumbnails.ts): a
 * phone's 4rem thumbnail up to 2.5 device pixels per CSS pixel, a card's 320-pixel picture at 1×
 * and at 2×.
 */
export const CARD_PICTURE_WIDTHS = [160, 320, 640] as const
export type CardPictureWidth = (typeof CARD_PICTURE_WIDTHS)[number]
/** What the card's picture fills: a thumbnail on a phone, half the row, a third of the list. */
export const CARD_PICTURE_SIZES = '(max-width: 599.98px) 4rem, (max-width: 991.98px) 50vw, 20rem'

/** 'pp-1.svg' (a render's file) at 160 pixels: 'pp-1-160.webp', beside it. */
export const productCardPictureFile = (renderFile: string, width: CardPictureWidth) =>
  `${renderFile.replace(/\.svg$/, '')}-${width}.webp`
export const productCardPictureUrl = (key: string, width: CardPictureWidth) =>
  `${PRODUCT_RENDERS_DIR}${productCardPictureFile(productDrawingFile(key), width)}`
export const productCardSrcSet = (key: string) =>
  CARD_PICTURE_WIDTHS.map((width) => `${productCardPictureUrl(key, width)} ${width}w`).join(', ')

const PART_PICTURE_PATH = new RegExp(
  `^${PRODUCT_DRAWINGS_DIR}(?:vistas/)?[a-z0-9-]+(?:\\.svg|-(?:${CARD_PICTURE_WIDTHS.join('|')})\\.webp)$`,
)

/**
 * Whether a path names a door pin's drawing, render or card picture, as the build writes them:
 * where the build wrote none (a part added since), the server and, offline, the service worker
 * answer with the door pins' generic illustration.
 */
export function isPartPicturePath(path: string): boolean {
  return PART_PICTURE_PATH.test(path)
}
