/**
 * A photograph as the site's queries project it (`photoProjection`, photo-queries.ts): the asset's own address,
 * size and blurred placeholder, the editor's crop and hotspot, and its Spanish text.
 */
export type Photo = {
  /** Sanity's CDN address of the original (`https://cdn.sanity.io/images/{project}/{dataset}/…`). */
  url: string
  /** The asset's id, `image-{hash}-{w}x{h}-{ext}`. */
  assetId: string
  width: number
  height: number
  /** A tiny blurred copy as a data URL (the asset's `metadata.lqip`), shown until it loads. */
  lqip: string | null
  crop: { top: number; bottom: number; left: number; right: number } | null
  hotspot: { x: number; y: number; width: number; height: number } | null
  alt: string
}

/** A photo the query found whole: an asset with its size (an upload still in progress has none). */
export function isWholePhoto(photo: Partial<Photo> | null | undefined): photo is Photo {
  return Boolean(photo?.url && photo.assetId && photo.width && photo.height)
}
