import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { testSettings } from '../../tests/form-test-utils'
import { renderWithRouter } from '../../tests/render-with-router'
import { SiteSettingsProvider } from '../site/settings-context'
import { DesktopNav } from './DesktopNav'
import { mainNavigation, navigationWith } from './navigation'

describe('the menu with pages ticked in the Studio', () => {
  it('is the route table menu when no page is ticked', () => {
    expect(navigationWith([])).toBe(mainNavigation)
  })

  it('adds ticked content pages under "Más", and skips pages already in the menu', () => {
    const navigation = navigationWith([
      { path: '/medidas-birlos-y-tuercas', label: 'Medidas' },
      { path: '/tornillo-caliper', label: 'Tornillo Caliper' },
    ])
    expect(navigation.at(-1)).toEqual({
      kind: 'menu',
      id: 'mas',
      label: 'Más',
      items: [{ kind: 'content', path: '/medidas-birlos-y-tuercas', label: 'Medidas' }],
    })
    expect(navigation.length).toBe(mainNavigation.length + 1)
  })

  it('links the ticked page at its own path from the desktop menu', async () => {
    const settings = {
      ...testSettings,
      menuPages: [{ path: '/medidas-birlos-y-tuercas', label: 'Medidas' }],
    }
    await renderWithRouter(
      <SiteSettingsProvider settings={settings}>
        <DesktopNav />
      </SiteSettingsProvider>,
    )
    const more = screen.getByRole('button', { name: 'Más' }).closest('li') as HTMLElement
    expect(within(more).getByRole('link', { name: 'Medidas' })).toHaveAttribute(
      'href',
      '/medidas-birlos-y-tuercas',
    )
  })
})
