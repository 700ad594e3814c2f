import { yearsText } from '../catalogue/applications'
import {
  PRODUCT_DRAWINGS_DIR,
  productDrawingFile,
  productPhotoUrl,
} from '../catalogue/drawing/product-image'
import { CATALOGUE_PATH } from '../catalogue/paths'
import { productPath } from '../catalogue/product-path'
import type { Product } from '../catalogue/types'
import type { ProductPageData } from '../product/product-page-data'
import { pageName } from '../site/pages'
import type { SiteSettings } from '../site/settings'
import { documentTitle } from './document-title'
import { absoluteUrl } from './site-url'
import { breadcrumbTrail, DEFAULT_SHARE_IMAGE, jsonLdScript } from './structured-data'

/** Cars a product fits, in words: 'Nissan Tsuru 1992–2017, Nissan March 2011–2014'. */
function fitsText({ product, applications }: ProductPageData): string {
  return applications
    ? applications.map((a) => `${a.make} ${a.model} ${yearsText(a)}`).join(', ')
    : product.applications
}

/** The facts the catalogue knows, as PropertyValues (unit code H87 is "piece"). */
function factProperties(product: Product): object[] {
  const property = (name: string, value: string) => ({ '@type': 'PropertyValue', name, value })
  const properties: object[] = []
  if (product.position) properties.push(property('Posición', product.position))
  if (product.finish) properties.push(property('Acabado', product.finish))
  if (product.piecesPerPack) {
    properties.push({
      '@type': 'PropertyValue',
      name: 'Piezas por paquete',
      value: product.piecesPerPack,
      unitCode: 'H87',
      unitText: 'piezas',
    })
  }
  if (product.material) properties.push(property('Material', product.material))
  return properties
}

/**
 * A product page's head: title, description, canonical (the lower-case path), Open Graph, and
 * Product and BreadcrumbList structured data, enough for a crawler to list the part with the
 * cars it fits.
 */
export function productHead(data: ProductPageData | undefined, settings: SiteSettings | undefined) {
  if (!data) return {}
  const { product, applications } = data
  const path = productPath(product.key)
  const url = absoluteUrl(path)
  const name = `${product.key} ${product.name}`
  const title = documentTitle(name, settings)
  const fits = fitsText(data)
  const description = `${product.name} ${product.key}: largo ${product.length}, diámetro ${product.diameter}.${fits ? ` Para ${fits}.` : ''} Cotiza por formulario o WhatsApp.`
  // The catalogue's photo when it has one, else the drawing the prerender wrote from the page's.
  const image = absoluteUrl(
    productPhotoUrl(product.image) ?? `${PRODUCT_DRAWINGS_DIR}${productDrawingFile(product.key)}`,
  )
  const shareImage = absoluteUrl(DEFAULT_SHARE_IMAGE.path)
  const structured = [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      '@id': `${url}#producto`,
      name,
      sku: product.key,
      mpn: product.key,
      description,
      url,
      image,
      category: pageName(CATALOGUE_PATH),
      ...(settings ? { brand: { '@type': 'Brand', name: settings.businessName } } : {}),
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'Largo', value: product.length },
        { '@type': 'PropertyValue', name: 'Diámetro', value: product.diameter },
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
              name: `${a.make} ${a.model} ${yearsText(a)}`,
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
    breadcrumbTrail([
      { name: pageName(CATALOGUE_PATH), path: CATALOGUE_PATH },
      { name: product.key, path },
    ]),
  ]
  return {
    meta: [
      { title },
      { name: 'description', content: description },
      { property: 'og:type', content: 'product' },
      { property: 'og:title', content: name },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: shareImage },
      { property: 'og:image:width', content: String(DEFAULT_SHARE_IMAGE.width) },
      { property: 'og:image:height', content: String(DEFAULT_SHARE_IMAGE.height) },
      { property: 'og:image:alt', content: DEFAULT_SHARE_IMAGE.alt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: name },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: shareImage },
    ],
    links: [{ rel: 'canonical', href: url }],
    scripts: structured.map(jsonLdScript),
  }
}
