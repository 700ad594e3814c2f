import { applicationText } from '../catalogue/applications'
import { type MeasureKind, productLine } from '../catalogue/lines'
import { partPath } from '../catalogue/part-path'
import { productDrawingUrl, productPhotoUrl } from '../catalogue/product-image'
import type { Product } from '../catalogue/types'
import { pictureFileUrl } from '../picture-files/picture-file'
import { lineDrawing } from '../product/line-picture'
import type { PartPageData } from '../product/part-page-data'
import { pageName } from '../site/pages'
import { shareMeta } from './share-meta'
import { absoluteUrl } from './site-url'
import { breadcrumbTrail, DEFAULT_SHARE_IMAGE } from './structured-data'

/** Cars a product fits, in words: 'Nissan Tsuru 1992–2017, Nissan March 2011–2014'. */
function fitsText({ product, applications }: PartPageData): string {
  return applications ? applications.map(applicationText).join(', ') : product.applications
}

/** The facts the catalogue knows, as PropertyValues (unit code H87 is "piece"). */
function factProperties(product: Product): object[] {
  const property = (name: string, value: unknown) => ({ '@type': 'PropertyValue', name, value })
  const properties: object[] = []
  if (product.position) properties.push(property('Posición', product.position))
  if (product.finish) properties.push(property('Acabado', product.finish))
  if (product.piecesPerPack) {
    const pieces = property('Piezas por paquete', product.piecesPerPack)
    properties.push({ ...pieces, unitCode: 'H87', unitText: 'piezas' })
  }
  if (product.material) properties.push(property('Material', product.material))
  return properties
}

const MM = /^(\d+(?:\.\d+)?) ?mm$/
const MM_RANGE = /^(\d+(?:\.\d+)?) ?[–-] ?(\d+(?:\.\d+)?) ?mm$/

/**
 * A measure as a PropertyValue: in millimetres a number with its unit (UN/CEFACT MMT), a range
 * of millimetres its bounds, a count a number, anything else (a thread, a choice) its text.
 */
function measureProperty(kind: MeasureKind | undefined, name: string, shown: string): object {
  const property = { '@type': 'PropertyValue', name }
  const mm = kind === 'mm' ? MM.exec(shown) : null
  if (mm) return { ...property, value: Number(mm[1]), unitCode: 'MMT', unitText: 'mm' }
  const range = kind === 'mm-range' ? MM_RANGE.exec(shown) : null
  if (range) {
    return {
      ...property,
      minValue: Number(range[1]),
      maxValue: Number(range[2]),
      unitCode: 'MMT',
      unitText: 'mm',
    }
  }
  if (kind === 'count' && /^\d+$/.test(shown)) return { ...property, value: Number(shown) }
  return { ...property, value: shown }
}

function measureProperties(product: Product): object[] {
  const kinds = new Map(productLine(product.line).measures.map((m) => [m.column, m.kind]))
  return product.measures.map((m) => measureProperty(kinds.get(m.column), m.label, m.value))
}

/** A label as it reads inside a sentence: 'Largo' is 'largo'; 'Ø exterior' stays as it is. */
const inSentence = (label: string) => label.replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())

/** The part's picture for crawlers and link previews. */
function imageOf(product: Product): string {
  // The catalogue's photo when it has one; else a door pin's drawing, which the prerender wrote
  // from the page's; else the family's render the page shows.
  const photo = productPhotoUrl(product.image)
  if (photo) return photo
  const family = lineDrawing(product.line)
  return family ? pictureFileUrl(family) : productDrawingUrl(product.key)
}

/**
 * A part page's head without what the site's settings add (title, brand): see part-head.ts. The
 * Product (without its brand) and the BreadcrumbList are JSON-LD objects.
 */
export type PartHeadParts = ReturnType<typeof partHeadParts>

/**
 * A part page's head: description, canonical (the lower-case path under its line's page), Open
 * Graph, and Product and BreadcrumbList structured data, enough for a crawler to list the part
 * with its measures and the cars it fits. Made by the part route's loader (a part of its own), so
 * the code that writes it is not in every page's first load.
 */
export function partHeadParts(data: PartPageData) {
  const { product, applications } = data
  const line = productLine(product.line)
  const lineName = pageName(line.path)
  const path = partPath(product.line, product.key)
  const url = absoluteUrl(path)
  const name = `${product.key} ${product.name}`
  const fits = fitsText(data)
  const measures = product.measures.map((m) => `${inSentence(m.label)} ${m.value}`).join(', ')
  const description = `${product.name} ${product.key}${measures ? `: ${measures}` : ''}.${fits ? ` Para ${fits}.` : ''} Cotiza por formulario o WhatsApp.`
  const image = absoluteUrl(imageOf(product))
  return {
    name,
    canonical: url,
    product: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': `${url}#producto`,
      name,
      sku: product.key,
      mpn: product.key,
      description,
      url,
      image,
      category: lineName,
      additionalProperty: [
        ...measureProperties(product),
        ...factProperties(product),
        // The cars in words too, so an application text that cannot be parsed still reaches a
        // crawler.
        ...(fits ? [{ '@type': 'PropertyValue', name: 'Aplicaciones', value: fits }] : []),
      ],
      // One Vehicle per parsed application; its years as a range (vehicleModelDate takes a
      // single date, not a span of model years).
      ...(applications?.length
        ? {
            isAccessoryOrSparePartFor: applications.map((a) => ({
              '@type': 'Vehicle',
              name: applicationText(a),
              brand: { '@type': 'Brand', name: a.make },
              model: a.model,
              additionalProperty: {
                '@type': 'PropertyValue',
                name: 'Años modelo',
                minValue: a.from,
                maxValue: a.to,
              },
            })),
          }
        : {}),
    },
    breadcrumb: breadcrumbTrail([
      { name: lineName, path: line.path },
      { name: product.key, path },
    ]),
    meta: [
      { name: 'description', content: description },
      { property: 'og:type', content: 'product' },
      ...shareMeta(name, description, url, DEFAULT_SHARE_IMAGE),
    ],
  }
}
