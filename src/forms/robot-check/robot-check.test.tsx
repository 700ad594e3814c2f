import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useRobotCheck } from '.'
import { isLocalHostname, LOCAL_DEV_EXPIRY_MS } from './LocalDevCheck'
import { LOCAL_DEV_TOKEN } from './local-token'

function Harness() {
  const robot = useRobotCheck()
  return (
    <div>
      {robot.element}
      <output aria-label="token">{robot.token ?? 'ninguno'}</output>
      <button type="button" onClick={robot.reset}>
        Reiniciar
      </button>
    </div>
  )
}

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
})

describe('robot check without a site key (local development check)', () => {
  it('is clearly labelled, yields the local token, and resets', async () => {
    vi.stubEnv('VITE_RECAPTCHA_SITE_KEY', '')
    const user = userEvent.setup()
    render(<Harness />)
    // Its code is a part of its own, which a build with a site key does not hold.
    const box = await screen.findByRole('checkbox', {
      name: 'Verificación local (modo desarrollo): no soy un robot',
    })
    await user.click(box)
    expect(screen.getByLabelText('token')).toHaveTextContent(LOCAL_DEV_TOKEN)
    await user.click(screen.getByRole('button', { name: 'Reiniciar' }))
    expect(screen.getByLabelText('token')).toHaveTextContent('ninguno')
    expect(box).not.toBeChecked()
  })

  it('expires like reCAPTCHA does', async () => {
    vi.stubEnv('VITE_RECAPTCHA_SITE_KEY', '')
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Harness />)
    await user.click(await screen.findByRole('checkbox'))
    expect(screen.getByLabelText('token')).toHaveTextContent(LOCAL_DEV_TOKEN)
    act(() => vi.advanceTimersByTime(LOCAL_DEV_EXPIRY_MS + 1))
    expect(screen.getByLabelText('token')).toHaveTextContent('ninguno')
    expect(screen.getByRole('checkbox')).not.toBeChecked()
    expect(screen.getByText(/La verificación expiró/)).toBeInTheDocument()
  })
})

describe('robot check with a site key', () => {
  it('waits until the form is near the viewport before loading reCAPTCHA', () => {
    vi.stubEnv('VITE_RECAPTCHA_SITE_KEY', 'site-key-123')
    const observed: Element[] = []
    const Observer = vi.fn(function (this: IntersectionObserver) {
      Object.assign(this, {
        observe: (element: Element) => observed.push(element),
        disconnect: () => {},
      })
    })
    vi.stubGlobal('IntersectionObserver', Observer)
    const { container } = render(<Harness />)
    const slot = container.querySelector('[data-robot-check="recaptcha"]')
    expect(slot).not.toBeNull()
    expect(observed).toEqual([slot])
    // Nothing of Google's is requested before the slot intersects.
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull()
    expect(slot?.childElementCount).toBe(0)
    vi.unstubAllGlobals()
  })
})

describe('where the local check may show', () => {
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['[::1]', true],
    ['fijamex.mx', false],
    ['www.fijamex.mx', false],
    ['localhost.evil.example', false],
  ])('%s → %s', (hostname, allowed) => {
    expect(isLocalHostname(hostname)).toBe(allowed)
  })
})
