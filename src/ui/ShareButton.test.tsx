import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '../../tests/render-with-router'
import { ShareButton } from './ShareButton'

const DATA = {
  title: 'PP-1 · Perno para puerta',
  text: 'PP-1 · Perno para puerta\nLargo 52 mm · Diámetro 7.9 mm',
  url: '/pernos-para-puerta/pp-1',
}

/**
 * A phone (coarse pointer) with a share sheet, or a desktop without one. After user-event's
 * setup, which puts a clipboard of its own on the navigator.
 */
function device({ coarse, share }: { coarse: boolean; share?: (data: object) => Promise<void> }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: coarse && query === '(pointer: coarse)',
  }))
  Object.defineProperty(navigator, 'share', { value: share, configurable: true })
  const writeText = vi.fn(async (_text: string) => {})
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  return { writeText }
}

afterEach(() => {
  vi.unstubAllGlobals()
  Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
})

describe('ShareButton', () => {
  it("on a phone opens the system's share sheet with the whole address, the title and the text", async () => {
    const user = userEvent.setup()
    const share = vi.fn(async (_data: object) => {})
    const { writeText } = device({ coarse: true, share })
    await renderWithRouter(<ShareButton data={DATA} />)
    await user.click(screen.getByRole('button', { name: 'Compartir' }))
    expect(share).toHaveBeenCalledWith({
      title: DATA.title,
      text: DATA.text,
      url: `${window.location.origin}/pernos-para-puerta/pp-1`,
    })
    expect(writeText).not.toHaveBeenCalled()
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('says nothing when the visitor closes the share sheet', async () => {
    const user = userEvent.setup()
    const share = vi.fn(async () => {
      throw new DOMException('cancelled', 'AbortError')
    })
    const { writeText } = device({ coarse: true, share })
    await renderWithRouter(<ShareButton data={DATA} />)
    await user.click(screen.getByRole('button', { name: 'Compartir' }))
    expect(share).toHaveBeenCalledOnce()
    expect(writeText).not.toHaveBeenCalled()
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('elsewhere copies the address and says so', async () => {
    const user = userEvent.setup()
    const share = vi.fn(async () => {})
    const { writeText } = device({ coarse: false, share })
    await renderWithRouter(<ShareButton data={DATA} />)
    await user.click(screen.getByRole('button', { name: 'Compartir' }))
    expect(share).not.toHaveBeenCalled()
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/pernos-para-puerta/pp-1`)
    expect(screen.getByRole('status')).toHaveTextContent('Enlace copiado.')
  })

  it('says where to find the address when the copy is refused', async () => {
    const user = userEvent.setup()
    const { writeText } = device({ coarse: false })
    writeText.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'))
    await renderWithRouter(<ShareButton data={DATA} />)
    await user.click(screen.getByRole('button', { name: 'Compartir' }))
    expect(screen.getByRole('status')).toHaveTextContent(
      'No pudimos copiar el enlace; cópialo de la barra de direcciones.',
    )
  })
})
