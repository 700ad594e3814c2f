import { screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'
import { renderSection, snapshotSection } from '../../../tests/section-fixture'
import { BlogList } from './BlogList'

it('lists the posts newest first, each title and tag a link, with no placeholder text', async () => {
  const { section, settings } = await snapshotSection('/blog', 'blogList')
  const { container } = await renderSection(<BlogList section={section} />, settings)
  const titles = screen.getAllByRole('heading', { level: 2 }).slice(0, 3)
  expect(titles.map((title) => title.textContent)).toEqual([
    'Cómo leer un número de parte original y cruzarlo con nuestra clave',
    'Zincado o pavonado: qué acabado conviene a cada pieza',
    'Cómo elegir un birlo por su rosca y su estriado',
  ])
  expect(within(titles[0] as HTMLElement).getByRole('link')).toHaveAttribute(
    'href',
    '/blog/como-leer-un-numero-de-parte-original',
  )
  // Dates spelled in Spanish, as the content gives them.
  expect(container.querySelector('time')).toHaveAttribute('datetime', '2026-11-09')
  expect(container.querySelector('time')).toHaveTextContent('9 de noviembre de 2026')
  expect(screen.getByRole('link', { name: /^Acabados/ })).toHaveAttribute(
    'href',
    '/blog/etiqueta/acabados',
  )
  // Seven posts, six to a page: the oldest is on page 2.
  const pages = screen.getByRole('navigation', { name: 'Páginas del blog' })
  expect(within(pages).getByRole('link', { name: '2' })).toHaveAttribute('href', '/blog/pagina/2')
  expect(container.textContent).not.toMatch(/ejemplo|próximamente|lorem/i)
})
