import { describe, expect, it, vi } from 'vitest'
import {
  listPage,
  listPagePath,
  POSTS_PER_PAGE,
  spanishOrder,
  tagCounts,
  tagOfSlug,
  tagSlug,
} from './list'

const posts = Array.from({ length: 14 }, (_, index) => ({
  slug: `entrada-${index + 1}`,
  tags: index % 3 === 0 ? ['Acabados', 'Birlos'] : ['Birlos'],
}))

describe('the blog list', () => {
  it('shows six posts per page, in the order given (newest first from the query)', () => {
    expect(POSTS_PER_PAGE).toBe(6)
    const first = listPage(posts)
    expect(first.pageCount).toBe(3)
    expect(first.posts.map((post) => post.slug)).toEqual(
      ['1', '2', '3', '4', '5', '6'].map((n) => `entrada-${n}`),
    )
    expect(listPage(posts, { page: 3 }).posts.map((post) => post.slug)).toEqual([
      'entrada-13',
      'entrada-14',
    ])
    expect(listPage(posts, { page: 4 }).posts).toEqual([])
  })

  it('filters by tag and paginates what is left', () => {
    const finishes = listPage(posts, { tag: 'Acabados' })
    expect(finishes.posts.map((post) => post.slug)).toEqual(
      ['1', '4', '7', '10', '13'].map((n) => `entrada-${n}`),
    )
    expect(finishes.pageCount).toBe(1)
  })

  it('counts tags, most used first, and finds a tag by its URL form', () => {
    expect(tagCounts(posts)).toEqual([
      { tag: 'Birlos', slug: 'birlos', count: 14 },
      { tag: 'Acabados', slug: 'acabados', count: 5 },
    ])
    expect(tagOfSlug(posts, 'acabados')).toBe('Acabados')
    expect(tagOfSlug(posts, 'frenos')).toBeUndefined()
  })

  it('writes tags and page numbers as paths', () => {
    expect(tagSlug('Sujeción automotriz')).toBe('sujecion-automotriz')
    expect(listPagePath(1)).toBe('/blog')
    expect(listPagePath(2)).toBe('/blog/pagina/2')
  })

  it('orders tags as Spanish does, without the browser’s collator', () => {
    const words = ['Óxido', 'niquel', 'Ñandú', 'nylon', 'Acabados', 'acero', 'Birlos', 'búsqueda']
    words.push('Camiones', 'cañería', 'canal', 'Zinc', 'Ácido', 'abrazaderas', 'Mantenimiento')
    const collator = vi.spyOn(String.prototype, 'localeCompare')
    const ours = words.toSorted(spanishOrder)
    expect(collator).not.toHaveBeenCalled()
    collator.mockRestore()
    expect(ours).toEqual(words.toSorted((a, b) => a.localeCompare(b, 'es')))
  })
})
