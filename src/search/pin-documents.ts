import { productPath } from '../catalogue/product-path'
import type { Product } from '../catalogue/types'
import type { Unnumbered } from './content-documents'

/**
 * A door pin: its key and other brands' numbers, name, cars, measures and facts; the link is
 * its page.
 */
export function pinDocument(product: Product): Unnumbered {
  // A measure never breaks from its unit ('12.7 mm') in the results' narrow lines.
  const measures = [product.length, product.diameter]
    .filter(Boolean)
    .map((measure) => measure.replaceAll(' ', '\u00a0'))
    .join(' × ')
  return {
    kind: 'pin',
    href: productPath(product.key),
    title: product.key,
    detail: [product.name, measures].filter(Boolean).join(' · '),
    numbers: [product.key, ...product.equivalences],
    text: [
      product.name,
      product.applications,
      measures,
      product.position,
      product.finish,
      product.material,
    ]
      .filter(Boolean)
      .join(' · '),
  }
}
