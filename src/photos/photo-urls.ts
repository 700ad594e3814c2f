import { createImageUrlBuilder } from '@sanity/image-url'
import type { Photo } from './photo'

/**
 * Each place a photograph is shown: its shape (the editor's crop and hotspot decide what fills
 * it), the widths the CDN is asked for and how wide it is drawn (`sizes`, which the browser reads
 * before layout, so it picks the file for the phone's screen). The widths step closely enough that
 * a phone gets little more than it draws: a full-width line photo on a 412 px screen at 1.75×
 * needs 721 pixels, one over the 720 file, so there is an 800.
 */
export const photoPlaces = {
  /** A part's gallery, beside its facts on a wide screen. */
  part: {
    aspect: 4 / 3,
    widths: [360, 480, 720, 800, 960, 1200],
    // Within the page's side margins (at least 1rem each) on a phone.
    sizes: '(min-width: 64rem) 36rem, calc(100vw - 2rem)',
  },
  /** The gallery's thumbnails. */
  thumb: { aspect: 1, widths: [80, 160], sizes: '5rem' },
  /** A product line's page header, in the shape of the drawing it replaces. */
  line: {
    aspect: 16 / 10,
    widths: [360, 640, 800, 960, 1280],
    sizes: '(min-width: 64rem) 40rem, 100vw',
  },
  /** A scene beside a section's text (the plant, the counter, the team, a quote step), shaped as the pictures. */
  scene: {
    aspect: 16 / 10,
    widths: [360, 560, 840, 1120],
    sizes: '(min-width: 64rem) 34rem, 100vw',
  },
} as const

export type PhotoPlace = keyof typeof photoPlaces

/** What an `<img>` needs to show a photo in a place, its width and height held. */
export type PhotoImage = {
  src: string
  srcSet: string
  sizes: string
  width: number
  height: number
}

const CDN_PATH = /^(https?:\/\/[^/]+)\/images\/([^/]+)\/([^/]+)\//

/**
 * The photo's address at each width of the place, cropped to the place's shape around the
 * editor's hotspot, in AVIF or WebP when the browser takes them (`auto=format`). The project,
 * dataset and CDN host are read from the asset's own address, so no setting can disagree with it.
 */
export function photoImage(photo: Photo, place: PhotoPlace): PhotoImage {
  const { aspect, widths, sizes } = photoPlaces[place]
  const [, baseUrl, projectId, dataset] = CDN_PATH.exec(photo.url) ?? []
  const builder = createImageUrlBuilder({
    projectId: projectId ?? '',
    dataset: dataset ?? '',
    ...(baseUrl ? { baseUrl } : {}),
  })
  const source = {
    asset: { _ref: photo.assetId },
    ...(photo.crop ? { crop: photo.crop } : {}),
    ...(photo.hotspot ? { hotspot: photo.hotspot } : {}),
  }
  // The crop around the hotspot depends on the place's shape alone: the library works it out
  // once, at the largest width, and each other width only changes the size asked for.
  const largest = widths[widths.length - 1] ?? 1200
  const url = builder
    .image(source)
    .width(largest)
    .height(Math.round(largest / aspect))
    .fit('crop')
    .auto('format')
    .url()
  const at = (width: number) =>
    url
      .replace(/([?&])w=\d+/, `$1w=${width}`)
      .replace(/([?&])h=\d+/, `$1h=${Math.round(width / aspect)}`)
  return {
    src: at(widths[0] ?? largest),
    srcSet: widths.map((w) => `${at(w)} ${w}w`).join(', '),
    sizes,
    width: largest,
    height: Math.round(largest / aspect),
  }
}
