import type { QuoteItem } from '../quote-list/line'
import { canonicalKeyParam } from './part-path'
import { productDrawingUrl, productPhotoUrl } from './product-image'
import type { Product } from './types'
import { type Vehicle, vehicleText } from './vehicle'

/** The in-page anchor of the quote form on a product's page ('Cotizar' opens it). */
export const PRODUCT_QUOTE_ANCHOR = 'cotizar'

/** The start of a quote request's message naming the product. */
export function quoteText(product: Pick<Product, 'key' | 'name'>): string {
  return `Cotización de ${product.key} – ${product.name}`
}

/** WhatsApp message naming the product. */
export function whatsappQuoteText(product: Pick<Product, 'key' | 'name'>): string {
  return `Hola, quiero cotizar el perno ${product.key} – ${product.name}.`
}

/**
 * A door pin as the quote list keeps it: its page, its measures, its photo or drawing file, and
 * the vehicle it was chosen for ('Nissan Tsuru 2005'), when it was.
 */
export function quoteItem(product: Product, vehicle: Vehicle | null): QuoteItem {
  return {
    ...(vehicle ? { vehicle: vehicleText(vehicle) } : {}),
    key: product.key,
    name: product.name,
    measures: [
      product.length && `Largo ${product.length}`,
      product.diameter && `Diámetro ${product.diameter}`,
    ]
      .filter(Boolean)
      .join(' · '),
    href: `/pernos-para-puerta/${encodeURIComponent(canonicalKeyParam(product.key))}`,
    picture: productPhotoUrl(product.image) ?? productDrawingUrl(product.key),
  }
}
