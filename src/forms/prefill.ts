import { useEffect } from 'react'

/** sessionStorage key and window event name shared with the catalogue's 'Cotizar' buttons. */
export const QUOTE_PREFILL = 'quote-prefill'

/**
 * Asks the quote form to start its message with `text` (e.g. 'Cotización de PP-101 – Perno …'):
 * stored for a form on the next page, and announced to a form already on this one.
 */
export function requestQuotePrefill(text: string): void {
  try {
    window.sessionStorage.setItem(QUOTE_PREFILL, text)
  } catch {
    // Storage blocked: the event below still reaches a form on this page.
  }
  window.dispatchEvent(new CustomEvent(QUOTE_PREFILL, { detail: text }))
}

/** Adds `text` to a message on a new line, unless the message already holds it. */
export function appendToMessage(message: string, text: string): string {
  const line = text.trim()
  if (!line || message.includes(line)) return message
  return message.trim() ? `${message.replace(/\s+$/, '')}\n${line}` : line
}

function takeStored(): string | null {
  try {
    const text = window.sessionStorage.getItem(QUOTE_PREFILL)
    if (text !== null) window.sessionStorage.removeItem(QUOTE_PREFILL)
    return text
  } catch {
    return null
  }
}

/** Calls `apply` with a prefill stored before this page loaded, and with each one announced later. */
export function useQuotePrefill(apply: (text: string) => void): void {
  useEffect(() => {
    const stored = takeStored()
    if (stored) apply(stored)
    function onPrefill(event: Event) {
      const detail = (event as CustomEvent<unknown>).detail
      takeStored()
      if (typeof detail === 'string') apply(detail)
    }
    window.addEventListener(QUOTE_PREFILL, onPrefill)
    return () => window.removeEventListener(QUOTE_PREFILL, onPrefill)
  }, [apply])
}
