import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderSection, snapshotSection } from '../../../tests/section-fixture'
import { BlogTemplate } from './BlogTemplate'

describe('BlogTemplate', () => {
  it('shows one post, popular posts, tags and page links 1 to 3', async () => {
    const { section, settings } = await snapshotSection('/blog', 'blogTemplate')
    await renderSection(<BlogTemplate section={section} />, settings)
    expect(screen.getAllByRole('article')).toHaveLength(1)
    expect(screen.getByRole('heading', { name: 'Entradas populares' })).toBeInTheDocument()
    expect(screen.getByText('Flotillas')).toBeInTheDocument()
    const pager = screen.getByRole('navigation', { name: 'Páginas del blog' })
    expect(pager).toHaveTextContent(/1.*2.*3/)
  })
})
