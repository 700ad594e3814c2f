import type { SnapshotDocument } from '../../../src/content/snapshot-source.ts'
import { LIVE_BUILD } from '../helpers.ts'
import { lqipOf } from './image-cdn.ts'

/**
 * The photographs of the live build's dataset (the offline snapshot has none): door pin CX-1 with
 * three, the studs' line with one in its header, the plant for the home page's company section.
 * Their assets live on the stand-in image CDN (image-cdn.ts).
 */
export const PHOTO_PART = 'CX-1'
export const PHOTO_LINE_PATH = '/birlos-automotrices'
/** The pages with photographs in this content: the plant (home), a line's header, a part. */
export const PHOTO_PATHS = ['/', PHOTO_LINE_PATH, `/pernos-para-puerta/${PHOTO_PART.toLowerCase()}`]

function asset(hash: string, width: number, height: number): SnapshotDocument {
  return {
    _id: `image-${hash}-${width}x${height}-jpg`,
    _type: 'sanity.imageAsset',
    url: `https://cdn.sanity.io/images/${LIVE_BUILD.projectId}/production/${hash}-${width}x${height}.jpg`,
    metadata: { dimensions: { width, height, aspectRatio: width / height }, lqip: lqipOf(hash) },
  } as SnapshotDocument
}

const image = (assetDoc: SnapshotDocument, alt: string, key?: string) => ({
  ...(key ? { _key: key } : {}),
  _type: 'image',
  asset: { _type: 'reference', _ref: assetDoc._id },
  alt,
})

export function photoDocuments(): SnapshotDocument[] {
  const front = asset('a1f0c1', 2400, 1800)
  const side = asset('b2e0d2', 2400, 1800)
  const ruler = asset('c3d0e3', 3000, 2000)
  const studs = asset('d4c0f4', 3200, 2000)
  const plant = asset('e5b005', 3200, 2000)
  return [
    front,
    side,
    ruler,
    studs,
    plant,
    {
      _id: 'partPhotos.cx-1',
      _type: 'partPhotos',
      key: PHOTO_PART,
      photos: [
        image(front, 'Perno CX-1 de frente', 'f1'),
        image(side, 'Perno CX-1 de lado', 'f2'),
        image(ruler, 'Perno CX-1 junto a una regla en milímetros', 'f3'),
      ],
    },
    {
      _id: 'linePhotos.birlos',
      _type: 'linePhotos',
      line: 'birlos',
      photo: image(studs, 'Birlos automotrices en la mesa de inspección'),
    },
    { _id: 'scenePhotos', _type: 'scenePhotos', planta: image(plant, 'La planta de Fijamex') },
  ] as SnapshotDocument[]
}

/** The live build's dataset as the stand-in Sanity API serves it: the snapshot and these photographs. */
export function liveDataset() {
  return {
    projectId: LIVE_BUILD.projectId,
    dataset: 'production',
    snapshot: 'studio/data/production.ndjson',
    extra: photoDocuments(),
  }
}
