import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { QuietLink } from './QuietLink'

/**
 * A router whose page `/cotizacion` (a path of the site's, for the link's types) counts its
 * loads, with a QuietLink to it on the home page.
 */
async function setup() {
  const loads = vi.fn(async (_context: { preload: boolean }) => 'loaded')
  const onNavigate = vi.fn()
  const root = createRootRoute({ component: Outlet })
  const home = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => (
      <QuietLink link={{ to: '/cotizacion', hash: 'lista' }} onNavigate={onNavigate}>
        Pieza
      </QuietLink>
    ),
  })
  const part = createRoute({
    getParentRoute: () => root,
    path: 'cotizacion',
    loader: loads,
    component: () => <p>La pieza</p>,
  })
  const router = createRouter({
    routeTree: root.addChildren([home, part]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  await router.load()
  render(<RouterProvider router={router} />)
  return { router, loads, onNavigate, link: await screen.findByRole('link', { name: 'Pieza' }) }
}

describe('QuietLink', () => {
  it('is a real link the router follows in this tab', async () => {
    const { router, loads, onNavigate, link } = await setup()
    expect(link).toHaveAttribute('href', '/cotizacion#lista')
    fireEvent.click(link)
    await screen.findByText('La pieza')
    expect(router.state.location.pathname).toBe('/cotizacion')
    expect(onNavigate).toHaveBeenCalledOnce()
    expect(loads).toHaveBeenCalledOnce()
  })

  it('leaves a click for another tab or window to the browser', async () => {
    const { router, onNavigate, link } = await setup()
    const opened = !fireEvent.click(link, { ctrlKey: true })
    expect(opened).toBe(false)
    expect(router.state.location.pathname).toBe('/')
    expect(onNavigate).not.toHaveBeenCalled()
  })

  it('preloads its page when the pointer rests on it', async () => {
    const { loads, link } = await setup()
    fireEvent.mouseEnter(link)
    await waitFor(() => expect(loads).toHaveBeenCalledOnce())
    expect(loads.mock.calls[0]?.[0]).toMatchObject({ preload: true })
  })

  it('preloads its page when a finger or the main mouse button presses it, not another button', async () => {
    const { loads, link } = await setup()
    fireEvent.pointerDown(link, { button: 2, pointerType: 'mouse' })
    await act(() => new Promise((done) => setTimeout(done, 100)))
    expect(loads).not.toHaveBeenCalled()
    fireEvent.pointerDown(link, { button: 0, pointerType: 'touch' })
    await waitFor(() => expect(loads).toHaveBeenCalledOnce())
    expect(loads.mock.calls[0]?.[0]).toMatchObject({ preload: true })
  })

  it('does not preload for a pointer that only passes, nor beside a click', async () => {
    const { loads, link } = await setup()
    fireEvent.mouseEnter(link)
    fireEvent.mouseLeave(link)
    await act(() => new Promise((done) => setTimeout(done, 200)))
    expect(loads).not.toHaveBeenCalled()
    fireEvent.focus(link)
    fireEvent.click(link)
    await screen.findByText('La pieza')
    await act(() => new Promise((done) => setTimeout(done, 200)))
    // The click's own load only.
    expect(loads).toHaveBeenCalledOnce()
    expect(loads.mock.calls[0]?.[0]).toMatchObject({ preload: false })
  })
})
