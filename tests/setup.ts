import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// jsdom has no layout: scrolling is a no-op the tests can assert on.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo
Element.prototype.scrollIntoView = vi.fn()
Element.prototype.scrollTo = vi.fn() as unknown as typeof Element.prototype.scrollTo

// A loaded machine (the whole suite at once) can take longer than the default second to settle
// a route's load; a failure still fails, later.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
})
