import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { expect, it } from 'vitest'
import {
  CARD_PICTURE_WIDTHS,
  productCardPictureUrl,
  productDrawingUrl,
  productRenderUrl,
} from '../src/catalogue/product-image'
import type { Product } from '../src/catalogue/types'
import { drawingNames, familyDrawingUrl } from '../src/picture-files/drawing-names'
import { pictureFileUrl } from '../src/picture-files/picture-file'
import { pictureNames } from '../src/picture-files/picture-names'
import { pictureTitles } from '../src/picture-files/picture-titles'
import { PIN_ANATOMY } from '../src/picture-files/pin-anatomy'
import { writeCardThumbnails } from './card-thumbnails'
import { partPictureFiles, sitePictureFiles } from './picture-files'

it('writes every site picture as a standalone, titled SVG file at the URL the pages name', () => {
  const files = new Map(sitePictureFiles().map(([path, svg]) => [`/${path}`, svg]))
  expect([...files.keys()].sort()).toEqual(
    [
      PIN_ANATOMY.url,
      ...drawingNames.map(familyDrawingUrl),
      ...pictureNames.map(pictureFileUrl),
    ].sort(),
  )
  for (const name of pictureNames) {
    const svg = files.get(pictureFileUrl(name))
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="640" height="400" /)
    expect(svg).toContain(`<title>${pictureTitles[name]}</title>`)
  }
})

const pin = {
  key: 'PP-1',
  name: 'Perno para puerta con bujes',
  note: '',
  tag: '',
  length: '52 mm',
  diameter: '7.9 mm',
  material: 'Acero',
  finish: 'Zincado',
  piecesPerPack: 1,
} as unknown as Product

it("writes a door pin's drawing and render at the URLs its card and page name", () => {
  const files = new Map(partPictureFiles([pin]).map(([path, svg]) => [`/${path}`, svg]))
  expect([...files.keys()]).toEqual([productDrawingUrl('PP-1'), productRenderUrl('PP-1')])
  expect(files.get(productDrawingUrl('PP-1'))).toContain('width="640" height="360"')
  expect(files.get(productRenderUrl('PP-1'))).toContain('<title>Vista del perno PP-1')
})

it("writes a door pin's card pictures, its render as WebP at each width the card names", async () => {
  const dir = await mkdtemp(join(tmpdir(), 'thumbnails-'))
  try {
    const written = await writeCardThumbnails(dir, partPictureFiles([pin]))
    expect(written).toBe(CARD_PICTURE_WIDTHS.length)
    for (const width of CARD_PICTURE_WIDTHS) {
      const file = join(dir, productCardPictureUrl('PP-1', width))
      // At the render's proportions (320 × 150), in the format the URL says.
      expect(await sharp(file).metadata()).toMatchObject({
        format: 'webp',
        width,
        height: Math.round((width * 15) / 32),
      })
    }
    // Beside the render's file, and nothing for the drawing (no card shows it).
    expect((await readdir(join(dir, 'img/productos'))).filter((f) => f.endsWith('.webp'))).toEqual(
      [],
    )
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
})
