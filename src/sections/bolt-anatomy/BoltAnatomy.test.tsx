import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderSection, snapshotSection } from '../../../tests/section-fixture'
import { BoltAnatomy } from './BoltAnatomy'
import {
  HOME_MODAL_DELAY_MS,
  MODAL_STORAGE_KEY,
  MODAL_SUPPRESSION_MS,
  mayShowModal,
} from './timing'

/** An IntersectionObserver the test drives: `reveal(ratio)` reports the target at that ratio. */
let observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit } | null
class FakeObserver {
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observed = { callback, options }
  }
  observe() {}
  disconnect() {}
}
function reveal(ratio: number) {
  observed?.callback(
    [{ isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry],
    {} as IntersectionObserver,
  )
}

const original = globalThis.IntersectionObserver
beforeEach(() => {
  observed = null
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver
  localStorage.clear()
})
afterEach(() => {
  globalThis.IntersectionObserver = original
  vi.useRealTimers()
  document.body.innerHTML = ''
})

async function renderOnHome() {
  const { section, settings } = await snapshotSection('/', 'boltAnatomy')
  const target = document.createElement('div')
  target.id = section.targetAnchor
  target.innerHTML = '<div data-counters></div>'
  document.body.append(target)
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  const view = await renderSection(<BoltAnatomy section={section} />, settings)
  return { section, dialog: view.container.querySelector('dialog') as HTMLDialogElement }
}

describe('BoltAnatomy', () => {
  it('opens 5 s after the counters are half visible on home, then records the time', async () => {
    const { section, dialog } = await renderOnHome()
    expect(section.delaySeconds * 1000).toBe(HOME_MODAL_DELAY_MS)
    expect(observed?.options?.threshold).toBe(0.5)
    reveal(0.3)
    act(() => vi.advanceTimersByTime(HOME_MODAL_DELAY_MS))
    expect(dialog).not.toHaveAttribute('open')
    reveal(0.5)
    act(() => vi.advanceTimersByTime(HOME_MODAL_DELAY_MS - 1))
    expect(dialog).not.toHaveAttribute('open')
    act(() => vi.advanceTimersByTime(1))
    expect(dialog).toHaveAttribute('open')
    expect(Number(localStorage.getItem(MODAL_STORAGE_KEY))).toBe(Date.now())
    expect(screen.getByRole('heading', { name: section.heading, hidden: true })).toBeInTheDocument()
  })

  it('closes with its button', async () => {
    const { dialog } = await renderOnHome()
    reveal(1)
    act(() => vi.advanceTimersByTime(HOME_MODAL_DELAY_MS))
    act(() => screen.getByRole('button', { name: 'Cerrar', hidden: true }).click())
    expect(dialog).not.toHaveAttribute('open')
  })

  it('stays closed within 24 hours of the last display', async () => {
    localStorage.setItem(MODAL_STORAGE_KEY, String(Date.now() - MODAL_SUPPRESSION_MS + 60_000))
    const { dialog } = await renderOnHome()
    reveal(1)
    act(() => vi.advanceTimersByTime(HOME_MODAL_DELAY_MS))
    expect(dialog).not.toHaveAttribute('open')
  })

  it('counts the 24 hours exactly', () => {
    const now = 1_800_000_000_000
    expect(mayShowModal(null, now)).toBe(true)
    expect(mayShowModal(now - MODAL_SUPPRESSION_MS + 1, now)).toBe(false)
    expect(mayShowModal(now - MODAL_SUPPRESSION_MS, now)).toBe(true)
  })

  it('opens at once on the door-pins page, watching its counters band', async () => {
    const { section } = await snapshotSection('/pernos-para-puerta', 'boltAnatomy')
    expect(section).toMatchObject({ targetAnchor: 'cifras', delaySeconds: 0 })
  })
})
