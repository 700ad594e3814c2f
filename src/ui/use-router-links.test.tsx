import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '../../tests/render-with-router'
import { ROUTER_LINK_ATTRIBUTE, useRouterLinks } from './use-router-links'

const mark = { [ROUTER_LINK_ATTRIBUTE]: '' }

function List() {
  const links = useRouterLinks()
  return (
    <ul {...links}>
      <li>
        <a href="/pernos-para-puerta/pp-12" {...mark}>
          <span>PP-12</span>
        </a>
      </li>
      <li>
        <a href="/pernos-para-puerta/pp-12#cotizar" {...mark}>
          Cotizar
        </a>
      </li>
      <li>
        <a href="https://wa.me/5255" target="_blank" rel="noreferrer">
          WhatsApp
        </a>
      </li>
    </ul>
  )
}

describe('useRouterLinks', () => {
  it('navigates in the app on a plain click inside a marked link, hash included', async () => {
    const { router } = await renderWithRouter(<List />)
    const click = fireEvent.click(screen.getByText('PP-12'))
    expect(click).toBe(false) // the browser's own navigation was prevented
    await waitFor(() => expect(router.state.location.pathname).toBe('/pernos-para-puerta/pp-12'))

    fireEvent.click(screen.getByText('Cotizar'))
    await waitFor(() => expect(router.state.location.hash).toBe('cotizar'))
  })

  it('leaves a click with a modifier, another button or on an unmarked link to the browser', async () => {
    const { router } = await renderWithRouter(<List />)
    expect(fireEvent.click(screen.getByText('PP-12'), { ctrlKey: true })).toBe(true)
    expect(fireEvent.click(screen.getByText('PP-12'), { button: 1 })).toBe(true)
    expect(fireEvent.click(screen.getByText('WhatsApp'))).toBe(true)
    expect(router.state.location.pathname).toBe('/')
  })

  it('preloads a page when a mouse rests on its link, or at once on touch', async () => {
    const { router } = await renderWithRouter(<List />)
    const preload = vi.spyOn(router, 'preloadRoute').mockResolvedValue(undefined)
    vi.useFakeTimers()
    try {
      const link = screen.getByText('PP-12')
      fireEvent.pointerOver(link, { pointerType: 'mouse' })
      fireEvent.pointerOut(link, { pointerType: 'mouse', relatedTarget: document.body })
      vi.advanceTimersByTime(100)
      expect(preload).not.toHaveBeenCalled()

      fireEvent.pointerOver(link, { pointerType: 'mouse' })
      vi.advanceTimersByTime(100)
      expect(preload).toHaveBeenCalledWith({ href: '/pernos-para-puerta/pp-12' })

      fireEvent.pointerDown(screen.getByText('Cotizar'), { pointerType: 'touch' })
      expect(preload).toHaveBeenLastCalledWith({ href: '/pernos-para-puerta/pp-12#cotizar' })
    } finally {
      vi.useRealTimers()
    }
  })
})
