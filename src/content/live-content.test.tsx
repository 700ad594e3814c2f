import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  liveQueryKey,
  resetLiveContent,
  type ShownQuery,
  setLiveContent,
  useLiveContent,
  watchShownQueries,
} from './live-content'

function Title({ path, built }: { path: string; built: string }) {
  const title = useLiveContent('page', { path }, built)
  return <h1>{title}</h1>
}

afterEach(() => resetLiveContent())

describe('live content store', () => {
  it('shows the loader data until newer content arrives, then the newer content', () => {
    render(<Title path="/a" built="Del build" />)
    expect(screen.getByRole('heading')).toHaveTextContent('Del build')
    act(() => setLiveContent(liveQueryKey('page', { path: '/a' }), 'En vivo'))
    expect(screen.getByRole('heading')).toHaveTextContent('En vivo')
  })

  it('reports the queries a page shows, once each, and forgets them when it goes', () => {
    const seen = vi.fn<(queries: ShownQuery[]) => void>()
    watchShownQueries(seen)
    const { rerender, unmount } = render(<Title path="/a" built="Del build" />)
    // A re-render with new props objects for the same query does not announce it again.
    rerender(<Title path="/a" built="Del build" />)
    expect(seen.mock.calls.map(([queries]) => queries.map((query) => query.key))).toEqual([
      [],
      [liveQueryKey('page', { path: '/a' })],
    ])
    expect(seen.mock.lastCall?.[0][0]).toMatchObject({ id: 'page', params: { path: '/a' } })
    unmount()
    expect(seen.mock.lastCall?.[0]).toEqual([])
  })

  it('keeps what did not change as it was: a section with the same content is the same object', () => {
    const built = {
      title: 'Inicio',
      sections: [
        { _key: 'a', heading: 'Uno' },
        { _key: 'b', heading: 'Dos' },
      ],
    }
    const seen: (typeof built)[] = []
    function Page() {
      seen.push(useLiveContent('page', { path: '/' }, built))
      return null
    }
    render(<Page />)
    const key = liveQueryKey('page', { path: '/' })
    act(() => setLiveContent(key, JSON.parse(JSON.stringify(built))))
    expect(seen.at(-1)).toBe(built)
    const changed: typeof built = JSON.parse(JSON.stringify(built))
    changed.sections[1] = { _key: 'b', heading: 'Dos, publicado' }
    act(() => setLiveContent(key, changed))
    expect(seen.at(-1)?.sections[0]).toBe(built.sections[0])
    expect(seen.at(-1)?.sections[1]).toEqual({ _key: 'b', heading: 'Dos, publicado' })
  })

  it('re-renders nothing when the answer equals the page, though the loader added fields of its own', () => {
    // A route's loader data is the query's document plus what the route adds (its photos, its
    // tables' first rows): an answer without them changes nothing the page shows.
    const built = { title: 'Inicio', sections: [{ _key: 'a' }], photos: { line: null } }
    let renders = 0
    function Page() {
      renders++
      useLiveContent('page', { path: '/' }, built)
      return null
    }
    render(<Page />)
    expect(renders).toBe(1)
    const { photos: _, ...answer } = built
    act(() =>
      setLiveContent(liveQueryKey('page', { path: '/' }), JSON.parse(JSON.stringify(answer))),
    )
    expect(renders).toBe(1)
  })

  it('keys queries by their parameters, in any order', () => {
    expect(liveQueryKey('page', { a: '1', b: '2' })).toBe(liveQueryKey('page', { b: '2', a: '1' }))
    expect(liveQueryKey('page', { path: '/a' })).not.toBe(liveQueryKey('page', { path: '/b' }))
  })
})
