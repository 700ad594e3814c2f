import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazySection, preloadSection } from './lazy-section'

function Box() {
  const [value, setValue] = useState('')
  return (
    <input aria-label="caja" value={value} onChange={(event) => setValue(event.target.value)} />
  )
}

/** An IntersectionObserver the test drives: `enter()` reports every observed element on screen. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = []
  class Fake {
    targets: Element[] = []
    constructor(readonly callback: IntersectionObserverCallback) {
      observers.push(this)
    }
    observe(target: Element) {
      this.targets.push(target)
    }
    disconnect() {
      this.targets = []
    }
  }
  vi.stubGlobal('IntersectionObserver', Fake)
  // jsdom lays nothing out: every element has a box here, as a shown section has in a browser.
  vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([{}] as never)
  return {
    observed: () => observers.flatMap((observer) => observer.targets),
    enter: () => {
      for (const observer of observers) {
        const entries = observer.targets.map(
          (target) => ({ target, isIntersecting: true, intersectionRatio: 1 }) as never,
        )
        if (entries.length) observer.callback(entries, observer as never)
      }
    },
  }
}

/** The prerendered markup of a section, as the server writes it once the section's code is in. */
async function prerendered() {
  const ServerBox = lazySection(() => Promise.resolve({ Box }), 'Box')
  await preloadSection(ServerBox)
  return renderToString(<ServerBox />)
}

async function settle() {
  await act(async () => {
    await new Promise((done) => setTimeout(done, 0))
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('lazySection on the first page', () => {
  it('keeps a prerendered section off the screen as it is until it nears the screen', async () => {
    const screenWatch = fakeObserver()
    const container = document.createElement('div')
    container.innerHTML = await prerendered()
    document.body.append(container)
    const importer = vi.fn(() => Promise.resolve({ Box }))
    const ClientBox = lazySection(importer, 'Box')
    await act(async () => {
      hydrateRoot(container, <ClientBox />)
    })
    await settle()
    expect(importer).not.toHaveBeenCalled()
    expect(screenWatch.observed()).toEqual([container.querySelector('input')])
    expect(screen.getByRole('textbox', { name: 'caja' })).toBeInTheDocument()

    await act(async () => screenWatch.enter())
    await settle()
    expect(importer).toHaveBeenCalledTimes(1)
    // Hydrated: React now owns the field.
    await userEvent.type(screen.getByRole('textbox', { name: 'caja' }), 'abc')
    expect(screen.getByRole('textbox', { name: 'caja' })).toHaveValue('abc')
    container.remove()
  })

  it('keeps the markup through the page rendering again, and loads at once for new content', async () => {
    const screenWatch = fakeObserver()
    const container = document.createElement('div')
    container.innerHTML = `<div>${await prerendered()}</div>`
    document.body.append(container)
    const NotedBox = (props: { note: string }) => <Box key={props.note} />
    const importer = vi.fn(() => Promise.resolve({ NotedBox }))
    const ClientBox = lazySection(importer, 'NotedBox')
    let show: (note: string) => void = () => {}
    function Page() {
      const [note, setNote] = useState('antes')
      const [, setCount] = useState(0)
      show = (next) => {
        setCount((count) => count + 1)
        setNote(next)
      }
      return (
        <div>
          <ClientBox note={note} />
        </div>
      )
    }
    await act(async () => {
      hydrateRoot(container, <Page />)
    })
    await settle()
    // The same content again: nothing loads, the server's field stays.
    await act(async () => show('antes'))
    await settle()
    expect(importer).not.toHaveBeenCalled()
    expect(container.querySelector('input')).not.toBeNull()
    expect(screenWatch.observed()).toHaveLength(1)
    // New content: the code comes now, off screen or not, and the section shows.
    await act(async () => show('después'))
    await settle()
    expect(importer).toHaveBeenCalledTimes(1)
    expect(await screen.findByRole('textbox', { name: 'caja' })).toBeInTheDocument()
    container.remove()
  })

  it('waits for the element a section names (a dialog waits for its band); loads a boxless one, or one asked for at once, at once', async () => {
    const screenWatch = fakeObserver()
    const container = document.createElement('div')
    container.innerHTML = `<div id="banda"></div>${await prerendered()}${await prerendered()}${await prerendered()}`
    document.body.append(container)
    const waiting = vi.fn(() => Promise.resolve({ Box }))
    const Waiting = lazySection(waiting, 'Box', {
      waitFor: () => document.getElementById('banda'),
    })
    const boxless = vi.fn(() => Promise.resolve({ Box }))
    const Boxless = lazySection(boxless, 'Box')
    const atOnce = vi.fn(() => Promise.resolve({ Box }))
    const AtOnce = lazySection(atOnce, 'Box', { atOnce: true })
    // The second section's markup is a closed dialog: no box.
    vi.mocked(Element.prototype.getClientRects).mockImplementation(function (this: Element) {
      return (this === container.querySelectorAll('input')[1] ? [] : [{}]) as never
    })
    await act(async () => {
      hydrateRoot(
        container,
        <>
          <div id="banda" />
          <Waiting />
          <Boxless />
          <AtOnce />
        </>,
      )
    })
    await settle()
    expect(waiting).not.toHaveBeenCalled()
    expect(boxless).toHaveBeenCalledTimes(1)
    expect(atOnce).toHaveBeenCalledTimes(1)
    expect(screenWatch.observed()).toEqual([document.getElementById('banda')])
    await act(async () => screenWatch.enter())
    await settle()
    expect(waiting).toHaveBeenCalledTimes(1)
    container.remove()
  })

  it('loads a section rendered in the browser at once: there is no prerendered markup to keep', async () => {
    fakeObserver()
    const importer = vi.fn(() => Promise.resolve({ Box }))
    const ClientBox = lazySection(importer, 'Box')
    render(<ClientBox />)
    expect(await screen.findByRole('textbox', { name: 'caja' })).toBeInTheDocument()
    expect(importer).toHaveBeenCalledTimes(1)
  })
})
