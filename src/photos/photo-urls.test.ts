import { createImageUrlBuilder } from '@sanity/image-url'
import { describe, expect, it } from 'vitest'
import type { Photo } from './photo'
import { photoImage, photoPlaces } from './photo-urls'

const photo: Photo = {
  url: 'https://cdn.sanity.io/images/abc123/production/0a1b2c-3000x2000.jpg',
  assetId: 'image-0a1b2c-3000x2000-jpg',
  width: 3000,
  height: 2000,
  lqip: 'data:image/jpeg;base64,AAAA',
  crop: null,
  hotspot: null,
  alt: 'Perno PP-1 de frente',
}

const params = (url: string) => Object.fromEntries(new URL(url).searchParams)

describe('photoImage', () => {
  it.each(Object.keys(photoPlaces) as (keyof typeof photoPlaces)[])(
    'gives the %s place one address per width, in its shape, in the browser’s format',
    (place) => {
      const { aspect, widths, sizes } = photoPlaces[place]
      const image = photoImage(photo, place)
      const entries = image.srcSet.split(', ')
      expect(entries).toHaveLength(widths.length)
      entries.forEach((entry, i) => {
        const [url = '', descriptor] = entry.split(' ')
        const w = widths[i] ?? 0
        expect(descriptor).toBe(`${w}w`)
        expect(
          url.startsWith('https://cdn.sanity.io/images/abc123/production/0a1b2c-3000x2000.jpg?'),
        ).toBe(true)
        expect(params(url)).toMatchObject({
          w: String(w),
          h: String(Math.round(w / aspect)),
          fit: 'crop',
          auto: 'format',
        })
      })
      expect(image.sizes).toBe(sizes)
      expect(image.width / image.height).toBeCloseTo(aspect, 2)
    },
  )

  it.each([
    ['without crop or hotspot', {}],
    [
      'with the editor’s crop and hotspot',
      {
        crop: { top: 0.1, bottom: 0.05, left: 0.2, right: 0.03 },
        hotspot: { x: 0.7, y: 0.35, width: 0.2, height: 0.3 },
      },
    ],
  ])('gives, at every width, the address the image-url library gives (%s)', (_, edit) => {
    const edited = { ...photo, ...edit } as Photo
    const builder = createImageUrlBuilder({ projectId: 'abc123', dataset: 'production' })
    for (const place of Object.keys(photoPlaces) as (keyof typeof photoPlaces)[]) {
      const { aspect, widths } = photoPlaces[place]
      const library = widths.map((w) =>
        builder
          .image({ asset: { _ref: edited.assetId }, ...edit })
          .width(w)
          .height(Math.round(w / aspect))
          .fit('crop')
          .auto('format')
          .url(),
      )
      const image = photoImage(edited, place)
      expect(image.srcSet.split(', ').map((entry) => entry.split(' ')[0])).toEqual(library)
      expect(image.src).toBe(library[0])
    }
  })

  it('crops to the editor’s crop and centres on the hotspot', () => {
    const image = photoImage(
      {
        ...photo,
        crop: { top: 0.1, bottom: 0.1, left: 0.2, right: 0 },
        hotspot: { x: 0.7, y: 0.4, width: 0.2, height: 0.2 },
      },
      'part',
    )
    // The rectangle cut from the original: inside the editor's crop (x 600–3000, y 200–1800),
    // the place's 4:3, moved from the crop's centre towards the hotspot (x 0.7 of 3000).
    const [x = 0, y = 0, w = 0, h = 0] = (params(image.src).rect ?? '').split(',').map(Number)
    expect(x).toBeGreaterThanOrEqual(600)
    expect(x + w).toBeLessThanOrEqual(3000)
    expect(y).toBeGreaterThanOrEqual(200)
    expect(y + h).toBeLessThanOrEqual(1800)
    expect(w / h).toBeCloseTo(4 / 3, 2)
    expect(x + w / 2).toBeGreaterThan(600 + 2400 / 2)
  })

  it('keeps the host of the asset, such as the tests’ stand-in CDN', () => {
    const image = photoImage(
      { ...photo, url: 'http://127.0.0.1:5700/images/p1/production/x.jpg' },
      'thumb',
    )
    expect(image.src.startsWith('http://127.0.0.1:5700/images/p1/production/')).toBe(true)
  })
})
