import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import {
  CARD_PICTURE_WIDTHS,
  PRODUCT_RENDERS_DIR,
  productCardPictureFile,
} from '../src/catalogue/product-image.ts'

/** How many renders are rasterised at once (libvips spreads each over the cores too). */
const AT_ONCE = 4

/**
 * Each door pin's card picture, its render as WebP at the card's widths. An SVG shown by an <img>
 * is a document the page's main thread parses and lays out; a WebP is decoded off that thread, so
 * a filter click's nine new cards no longer hold up the next tap. The render is rasterised once
 * and scaled down for the smaller widths.
 */
export async function writeCardThumbnails(
  dir: string,
  renders: readonly (readonly [path: string, svg: string])[],
): Promise<number> {
  const prefix = PRODUCT_RENDERS_DIR.slice(1)
  const queue = renders.filter(([path]) => path.startsWith(prefix))
  let written = 0
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [path, svg] = next
      const { data, info } = await sharp(Buffer.from(svg))
        .raw()
        .toBuffer({ resolveWithObject: true })
      const raw = { width: info.width, height: info.height, channels: info.channels }
      for (const width of CARD_PICTURE_WIDTHS) {
        const file = join(dir, prefix, productCardPictureFile(path.slice(prefix.length), width))
        const webp = await sharp(data, { raw }).resize({ width }).webp({ quality: 80 }).toBuffer()
        await mkdir(dirname(file), { recursive: true })
        await writeFile(file, webp)
        written++
      }
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, worker))
  return written
}
