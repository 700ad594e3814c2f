import { describe, expect, it } from 'vitest'
import type { SiteSearchFile } from './document'
import { searchContent } from './search-fixture'
import { siteSearchDocuments, siteSearchFile } from './write-index'

const documents = siteSearchDocuments(searchContent)
const byHref = (href: string) => documents.find((document) => document.href === href)

describe('the site search index', () => {
  it('holds door pins, pages and posts, numbered in that order', () => {
    expect(documents.map((document) => [document.id, document.kind, document.href])).toEqual([
      [0, 'pin', '/pernos-para-puerta/pp-1'],
      [1, 'pin', '/pernos-para-puerta/pp-12'],
      [2, 'page', '/birlos-automotrices'],
      [3, 'page', '/aviso-de-privacidad'],
      [4, 'post', '/blog/tropicalizado-galvanizado-o-zincado'],
    ])
  })

  it("a door pin: its page, key and other brands' numbers, name and measures, cars and facts", () => {
    expect(byHref('/pernos-para-puerta/pp-1')).toEqual({
      id: 0,
      kind: 'pin',
      href: '/pernos-para-puerta/pp-1',
      title: 'PP-1',
      detail: 'Perno de puerta trasera · 52\u00a0mm × 7.9\u00a0mm',
      numbers: ['PP-1', 'Nissan 80420-01A05', 'Pernotec 40710-5'],
      text: 'Perno de puerta trasera · Nissan Tsuru 1992–2017 · Nissan March 2011–2014 · 52\u00a0mm × 7.9\u00a0mm · Zincado',
    })
  })

  it('a page: its path, title, description, headings and leads', () => {
    expect(byHref('/aviso-de-privacidad')).toMatchObject({
      kind: 'page',
      title: 'Aviso de Privacidad',
      detail: 'Cómo tratamos tus datos personales.',
      numbers: [],
      text: 'Cómo tratamos tus datos personales. · Tus datos · Derechos ARCO y contacto.',
    })
    expect(byHref('/birlos-automotrices')?.text).toContain('Cotiza por clave')
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
    expect(file).toEqual({ version: 1, documents })
  })

  it('without products (a catalogue API that lacks them) still indexes the content', () => {
    const kinds = siteSearchDocuments({ ...searchContent, products: [] }).map((d) => d.kind)
    expect(kinds).toEqual(['page', 'page', 'post'])
  })
})
