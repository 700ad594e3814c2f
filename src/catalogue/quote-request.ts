import type { Product } from './types'

/** sessionStorage key and window event the quote form reads to prefill its message. */
export const QUOTE_PREFILL_KEY = 'quote-prefill'
export const QUOTE_PREFILL_EVENT = 'quote-prefill'
/** The in-page anchor of the quote form. */
export const QUOTE_FORM_ANCHOR = 'client-area'

export function quoteText(product: Pick<Product, 'key' | 'name'>): string {
  return `Cotización de ${product.key} – ${product.name}`
}

/** WhatsApp message naming the product. */
export function whatsappQuoteText(product: Pick<Product, 'key' | 'name'>): string {
  return `Hola, quiero cotizar el perno ${product.key} – ${product.name}.`
}

/**
 * Hands a product to the page's quote form: stores the message text, tells a mounted form by an
 * event, and takes the visitor to the form (#client-area).
 */
export function requestQuoteFor(product: Pick<Product, 'key' | 'name'>): void {
  const text = quoteText(product)
  try {
    sessionStorage.setItem(QUOTE_PREFILL_KEY, text)
  } catch {
    // Storage may be disabled; the event still reaches a mounted form.
  }
  window.dispatchEvent(new CustomEvent(QUOTE_PREFILL_EVENT, { detail: text }))
  const target = document.getElementById(QUOTE_FORM_ANCHOR)
  if (!target) return
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
  const field = target.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')
  field?.focus({ preventScroll: true })
}
