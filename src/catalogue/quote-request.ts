import { requestQuotePrefill } from '../forms/prefill'
import { prefersReducedMotion } from '../ui/motion'
import type { Product } from './types'

/** The in-page anchor of the quote form. */
const QUOTE_FORM_ANCHOR = 'client-area'

function quoteText(product: Pick<Product, 'key' | 'name'>): string {
  return `Cotización de ${product.key} – ${product.name}`
}

/** WhatsApp message naming the product. */
export function whatsappQuoteText(product: Pick<Product, 'key' | 'name'>): string {
  return `Hola, quiero cotizar el perno ${product.key} – ${product.name}.`
}

/**
 * Hands a product to the page's quote form (its message names the product) and takes the
 * visitor to the form (#client-area).
 */
export function requestQuoteFor(product: Pick<Product, 'key' | 'name'>): void {
  requestQuotePrefill(quoteText(product))
  const target = document.getElementById(QUOTE_FORM_ANCHOR)
  if (!target) return
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
  const field = target.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')
  field?.focus({ preventScroll: true })
}
