import { act, renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { CatalogueSearch } from './search-params'
import { useChosenSearch } from './use-chosen-search'

function setup(initial: CatalogueSearch) {
  // Writing to the URL is the route's job (ConnectedCatalogue); here the URL is set by hand.
  const write = () => {}
  return renderHook(({ url }: { url: CatalogueSearch }) => useChosenSearch(url, write), {
    initialProps: { url: initial },
  })
}

describe('useChosenSearch', () => {
  it("shows the URL's filter until a visitor chooses one", () => {
    const url = { marca: 'Nissan' }
    const { result } = setup(url)
    expect(result.current.search).toBe(url)
  })

  it('shows a choice at once, before the URL has it, then the URL once it lands', () => {
    const { result, rerender } = setup({ marca: 'Nissan' })
    act(() => result.current.choose({ marca: 'Nissan', modelo: 'Tsuru' }))
    expect(result.current.search).toEqual({ marca: 'Nissan', modelo: 'Tsuru' })

    const landed = { marca: 'Nissan', modelo: 'Tsuru' }
    rerender({ url: landed })
    expect(result.current.search).toBe(landed)
  })

  it('gives way to a URL change from elsewhere (Back, the header search) made before the choice landed', () => {
    const { result, rerender } = setup({ marca: 'Nissan' })
    act(() => result.current.choose({ marca: 'Nissan', modelo: 'Tsuru' }))
    const back = { marca: 'Ford' }
    rerender({ url: back })
    expect(result.current.search).toBe(back)
  })

  it('forgets a choice once the URL has moved on: Back to the state it was chosen on shows that state', () => {
    const start = { marca: 'Nissan' }
    const { result, rerender } = setup(start)
    act(() => result.current.choose({ marca: 'Nissan', modelo: 'Tsuru' }))
    rerender({ url: { marca: 'Nissan', modelo: 'Tsuru' } })
    const back = { marca: 'Nissan' }
    rerender({ url: back })
    expect(result.current.search).toBe(back)
  })

  it('keeps a choice while the URL is rewritten to an equal state (a hash change)', () => {
    const { result, rerender } = setup({ marca: 'Nissan' })
    act(() => result.current.choose({ marca: 'Ford' }))
    rerender({ url: { marca: 'Nissan' } })
    expect(result.current.search).toEqual({ marca: 'Ford' })
  })

  it('keeps the newest of two quick choices made over the same URL', () => {
    const { result } = setup({})
    act(() => result.current.choose({ marca: 'Nissan' }))
    act(() => result.current.choose({ marca: 'Ford' }))
    expect(result.current.search).toEqual({ marca: 'Ford' })
  })
})
