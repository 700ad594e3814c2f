import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// jsdom has no layout: scrolling is a no-op the tests can assert on.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
Element.prototype.scrollIntoView = vi.fn()
Element.prototype.scrollTo = vi.fn() as unknown as typeof Element.prototype.scrollTo

// jsdom has no modal dialogs: opening sets `open`, closing clears it and fires `close`, as a
// browser does (React's onClose listens to it).
HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
  this.open = true
}
HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
  if (!this.open) return
  this.open = false
  this.dispatchEvent(new Event('close'))
}

// A loaded machine (the whole suite at once) can take longer than the default second to settle
// a route's load; a failure still fails, later.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
})
