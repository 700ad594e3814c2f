import { describe, expect, it } from 'vitest'
import { covers, touchedBy } from './touched.ts'

const answers = [
  '/',
  '/_data/pages/index.json',
  '/_data/settings.json',
  '/404.html',
  '/nosotros',
  '/_data/pages/nosotros.json',
  '/nueva-pagina',
  '/_data/pages/nueva-pagina.json',
  '/blog',
  '/_data/pages/blog.json',
  '/blog/pagina/2',
  '/blog/etiqueta/mantenimiento',
  '/blog/como-elegir-un-perno',
  '/_data/posts/como-elegir-un-perno.json',
  '/blog/otra-entrada',
  '/_data/posts/otra-entrada.json',
  '/sitemap.xml',
  '/llms.txt',
]
const coveredBy = (...documents: Parameters<typeof touchedBy>[0]) =>
  answers.filter((key) => covers(touchedBy(documents), key))

describe('the answers a published change touches', () => {
  it('a page: its path and data, and the site lists; nothing else', () => {
    expect(coveredBy({ _type: 'page', path: '/nueva-pagina' })).toEqual([
      '/nueva-pagina',
      '/_data/pages/nueva-pagina.json',
      '/sitemap.xml',
      '/llms.txt',
    ])
  })

  it('a moved page: its old path too', () => {
    expect(
      coveredBy({ _type: 'page', path: '/nueva-pagina', before: { path: '/nosotros' } }),
    ).toEqual([
      '/nosotros',
      '/_data/pages/nosotros.json',
      '/nueva-pagina',
      '/_data/pages/nueva-pagina.json',
      '/sitemap.xml',
      '/llms.txt',
    ])
  })

  it('the /blog page: the blog lists built from it too', () => {
    expect(coveredBy({ _type: 'page', path: '/blog' })).toEqual([
      '/blog',
      '/_data/pages/blog.json',
      '/blog/pagina/2',
      '/blog/etiqueta/mantenimiento',
      '/blog/como-elegir-un-perno',
      '/blog/otra-entrada',
      '/sitemap.xml',
      '/llms.txt',
    ])
  })

  it('a post (slug as a Sanity slug object): the blog and the site lists, no other page', () => {
    expect(coveredBy({ _type: 'post', slug: { current: 'como-elegir-un-perno' } })).toEqual([
      '/blog',
      '/_data/pages/blog.json',
      '/blog/pagina/2',
      '/blog/etiqueta/mantenimiento',
      '/blog/como-elegir-un-perno',
      '/_data/posts/como-elegir-un-perno.json',
      '/blog/otra-entrada',
      '/_data/posts/otra-entrada.json',
      '/sitemap.xml',
      '/llms.txt',
    ])
  })

  it('site settings, a FAQ, a claim or an unknown type: every answer', () => {
    for (const _type of ['siteSettings', 'faq', 'claim', 'somethingNew', undefined]) {
      expect(coveredBy({ _type })).toEqual(answers)
    }
  })

  it("a part's photos: no answer of the server (part pages stay as built), not even the lists", () => {
    expect(coveredBy({ _type: 'partPhotos' })).toEqual([])
    expect(coveredBy({ _type: 'partPhotos' }, { _type: 'page', path: '/nosotros' })).toEqual([
      '/nosotros',
      '/_data/pages/nosotros.json',
      '/sitemap.xml',
      '/llms.txt',
    ])
  })

  it("a line's or the company's photos: every answer (the pages that show them)", () => {
    for (const _type of ['linePhotos', 'scenePhotos']) expect(coveredBy({ _type })).toEqual(answers)
  })

  it('several documents: the union', () => {
    expect(
      coveredBy({ _type: 'page', path: '/nosotros' }, { _type: 'page', path: '/nueva-pagina' }),
    ).toEqual([
      '/nosotros',
      '/_data/pages/nosotros.json',
      '/nueva-pagina',
      '/_data/pages/nueva-pagina.json',
      '/sitemap.xml',
      '/llms.txt',
    ])
  })

  it('a page without a usable path touches only the lists', () => {
    expect(coveredBy({ _type: 'page', path: 42 }, { _type: 'page', path: 'sin-barra' })).toEqual([
      '/sitemap.xml',
      '/llms.txt',
    ])
  })
})
