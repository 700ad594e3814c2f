import { describe, expect, it } from 'vitest'
import { createSnapshotSource, type SnapshotDocument } from '../content/snapshot-source'
import { onePartPhotosQuery, partPhotosQuery } from './photo-queries'

const asset = {
  _id: 'image-a1f0c1-2400x1800-jpg',
  _type: 'sanity.imageAsset',
  url: 'https://cdn.sanity.io/images/p/production/a1f0c1-2400x1800.jpg',
  metadata: { dimensions: { width: 2400, height: 1800 }, lqip: 'data:image/jpeg;base64,AAAA' },
}
const documents: SnapshotDocument[] = [
  asset,
  {
    _id: 'partPhotos.pp-1',
    _type: 'partPhotos',
    key: 'PP-1',
    photos: [
      {
        _key: 'a',
        _type: 'image',
        asset: { _type: 'reference', _ref: asset._id },
        alt: 'De frente',
      },
      // Still uploading: no asset yet.
      { _key: 'b', _type: 'image', _upload: { progress: 40 }, alt: 'De lado' },
    ],
  },
]
const source = createSnapshotSource(documents)

describe('part photo queries', () => {
  it('answer a part by its key in any case, leaving out a photo still uploading', async () => {
    const photos = await source.query(onePartPhotosQuery, { key: 'pp-1' })
    expect(photos).toEqual([
      {
        url: asset.url,
        assetId: asset._id,
        width: 2400,
        height: 1800,
        lqip: 'data:image/jpeg;base64,AAAA',
        crop: null,
        hotspot: null,
        alt: 'De frente',
      },
    ])
    expect(await source.query(partPhotosQuery, {})).toEqual([{ key: 'pp-1', photos }])
  })

  it('answer an empty list for a part without photos', async () => {
    expect(await source.query(onePartPhotosQuery, { key: 'pp-2' })).toEqual([])
  })
})
