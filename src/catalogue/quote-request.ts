import type { Product } from './types'

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
