import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { testSettings } from '../../tests/form-test-utils'
import { renderWithRouter } from '../../tests/render-with-router'
import { SiteSettingsProvider } from '../site/settings-context'
import { PrintLetterhead } from './PrintLetterhead'

afterEach(() => vi.restoreAllMocks())

function renderLetterhead() {
  return renderWithRouter(
    <SiteSettingsProvider settings={testSettings}>
      <PrintLetterhead />
    </SiteSettingsProvider>,
  )
}

describe('the printed letterhead', () => {
  it('formats no date until printing starts, then shows the day and the site', async () => {
    const formatters = vi.spyOn(Intl, 'DateTimeFormat')
    const { container } = await renderLetterhead()
    await screen.findByText(/Tel\./)
    expect(formatters).not.toHaveBeenCalled()
    expect(container.textContent).not.toMatch(/ de \d{4}/)
    expect(container.textContent).not.toContain(window.location.host)

    act(() => {
      window.dispatchEvent(new Event('beforeprint'))
    })
    const today = new Date().getFullYear()
    expect(container.textContent).toMatch(new RegExp(`\\d{1,2} de [a-z]+ de ${today}`))
    expect(container.textContent).toContain(window.location.host)
  })

  it('stops listening once gone', async () => {
    const removed = vi.spyOn(window, 'removeEventListener')
    ;(await renderLetterhead()).unmount()
    expect(removed).toHaveBeenCalledWith('beforeprint', expect.any(Function))
  })
})
