import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { lazySection } from './lazy-section'

function Box() {
  const [value, setValue] = useState('')
  return (
    <input aria-label="caja" value={value} onChange={(event) => setValue(event.target.value)} />
  )
}

describe('lazySection', () => {
  it('keeps what a section holds when its page renders again after the code arrived', async () => {
    const LazyBox = lazySection(() => Promise.resolve({ Box }), 'Box')
    let rerender: () => void = () => {}
    function Page() {
      const [count, setCount] = useState(0)
      rerender = () => setCount((c) => c + 1)
      return (
        <div data-count={count}>
          <LazyBox />
        </div>
      )
    }
    render(<Page />)
    const box = await screen.findByRole('textbox', { name: 'caja' })
    await userEvent.type(box, 'zzzz')
    act(() => rerender())
    expect(screen.getByRole('textbox', { name: 'caja' })).toHaveValue('zzzz')
  })

  it('shows one reload notice for a page whose sections all failed to download, until it leaves', async () => {
    const failing = () =>
      lazySection(
        (): Promise<{ Box: () => null }> =>
          Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
        'Box',
      )
    const [First, Second, Third] = [failing(), failing(), failing()]
    let leave: (first: boolean) => void = () => {}
    function Page() {
      const [withFirst, setWithFirst] = useState(true)
      leave = setWithFirst
      return (
        <>
          {withFirst && <First />}
          <Second />
          <Third />
        </>
      )
    }
    // React reports each caught error on the console; that is not what is tested here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<Page />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk failed')
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    // The section that showed it leaves: another failed one takes the notice over.
    act(() => leave(false))
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    quiet.mockRestore()
  })
})
