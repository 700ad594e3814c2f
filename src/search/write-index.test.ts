import { describe, expect, it } from 'vitest'
import { searchContent } from '../../tests/search-fixture'
import type { SiteSearchFile } from './document'
import { siteSearchDocuments, siteSearchFile } from './write-index'

const documents = siteSearchDocuments(searchContent)
const byHref = (href: string) => documents.find((document) => document.href === href)

describe('the site search index', () => {
  it('holds pages then posts, numbered in that order, and no part: parts come from the catalogue', () => {
    expect(documents.map((document) => [document.id, document.kind, document.href])).toEqual([
      [0, 'page', '/birlos-automotrices'],
      [1, 'page', '/aviso-de-privacidad'],
      [2, 'post', '/blog/tropicalizado-galvanizado-o-zincado'],
    ])
  })

  it('a page: its path, title, description, headings and leads; a line table adds no part', () => {
    expect(byHref('/aviso-de-privacidad')).toEqual({
      id: 1,
      kind: 'page',
      href: '/aviso-de-privacidad',
      title: 'Aviso de Privacidad',
      detail: 'Cómo tratamos tus datos personales.',
      text: 'Cómo tratamos tus datos personales. · Tus datos · Derechos ARCO y contacto.',
    })
    const birlos = byHref('/birlos-automotrices')?.text
    expect(birlos).toContain('Cotiza por clave')
    expect(birlos).not.toContain('BR-1245')
  })

  it('a post: its path under /blog, title, excerpt and tags', () => {
    expect(byHref('/blog/tropicalizado-galvanizado-o-zincado')).toMatchObject({
      kind: 'post',
      title: 'Tropicalizado, galvanizado o zincado: qué acabado elegir',
      detail: 'Tres recubrimientos contra la corrosión.',
      text: 'Tres recubrimientos contra la corrosión. · Acabados · Pernos',
    })
  })

  it('is written as one JSON file of its documents', () => {
    const file = JSON.parse(siteSearchFile(searchContent)) as SiteSearchFile
    expect(file).toEqual({ version: 2, documents })
  })
})
