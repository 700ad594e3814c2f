import { screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderSection, snapshotSection } from '../../../tests/section-fixture'
import { BlogList } from './BlogList'

it('lists the posts newest first, each title and tag a link, with no placeholder text', async () => {
  const { section, settings } = await snapshotSection('/blog', 'blogList')
  const { container } = await renderSection(<BlogList section={section} />, settings)
  const titles = screen.getAllByRole('heading', { level: 2 }).slice(0, 3)
  expect(titles.map((title) => title.textContent)).toEqual([
    'Cómo identificar el perno de puerta correcto para tu auto',
    'Birlo hexagonal o integrado al cubo: cuál lleva tu rueda',
    'Tropicalizado, galvanizado o zincado: qué acabado elegir',
  ])
  expect(within(titles[0] as HTMLElement).getByRole('link')).toHaveAttribute(
    'href',
    '/blog/como-identificar-el-perno-de-puerta-de-tu-auto',
  )
  expect(screen.getByRole('link', { name: /Acabados/ })).toHaveAttribute(
    'href',
    '/blog/etiqueta/acabados',
  )
  // Three posts fit on one page: no page links.
  expect(screen.queryByRole('navigation', { name: 'Páginas del blog' })).toBeNull()
  expect(container.textContent).not.toMatch(/ejemplo|próximamente|lorem/i)
})
