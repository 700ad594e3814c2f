import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { lazySection } from './lazy-section'

function Box() {
  const [value, setValue] = useState('')
  return (
    <input aria-label="caja" value={value} onChange={(event) => setValue(event.target.value)} />
  )
}

describe('lazySection', () => {
  it('keeps what a section holds when its page renders again after the code arrived', async () => {
    const LazyBox = lazySection(
      () => Promise.resolve({ Box }),
      (module) => module.Box,
    )
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
})
