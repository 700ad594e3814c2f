import { describe, expect, it } from 'vitest'
import { catalogueRoutes, lineRoutes, SEARCH_ROUTE } from '../catalogue/contract.ts'
import { productLines } from '../catalogue/lines.ts'
import { pagePaths } from '../site/pages.ts'
import { catalogueExample, llmsPage, llmsTxt } from './llms-txt.ts'

const html = (title: string, description: string) =>
  `<html><head><title>${title}</title><meta name="description" content="${description}"></head></html>`

describe('llmsPage', () => {
  it('reads the title and description of a rendered page, unescaped', () => {
    expect(
      llmsPage('/x', html('Birlos &amp; tuercas | Marca', 'Rosca &quot;fina&quot;, 19 mm')),
    ).toEqual({ path: '/x', title: 'Birlos & tuercas | Marca', description: 'Rosca "fina", 19 mm' })
  })
})

describe('llmsTxt', () => {
  const pages = [
    ...pagePaths.map((path) => llmsPage(path, html(`Página ${path}`, `Sobre ${path}`))),
    llmsPage('/medidas-birlos-y-tuercas', html('Medidas', 'Tabla')),
    llmsPage('/blog/un-post', html('Un post', 'Texto')),
    llmsPage('/blog/etiqueta/frenos', html('Frenos', 'Lista')),
    llmsPage('/pernos-para-puerta/pp-12', html('PP-12 Perno', 'Para Nissan Tsuru')),
    llmsPage('/birlos-automotrices/br-1215', html('BR-1215 Birlo', 'Rosca M12 × 1.5')),
  ]
  const text = llmsTxt({
    siteUrl: 'https://example.mx',
    apiBase: 'https://example.mx/api',
    pages,
    routeTable: pagePaths,
    productPaths: ['/pernos-para-puerta/pp-12', '/birlos-automotrices/br-1215'],
    example: { marca: 'Citroën', modelo: 'C4 / Picasso' },
  })

  it('opens with the home page as H1 and its description as the summary', () => {
    expect(text.startsWith('# Página /\n\n> Sobre /\n')).toBe(true)
  })

  it('links every route-table page and the content pages under Páginas', () => {
    const pagesSection = text.split('## Páginas')[1]?.split('\n## ')[0] ?? ''
    for (const path of pagePaths) {
      expect(pagesSection).toContain(`(${new URL(path, 'https://example.mx/').href})`)
    }
    expect(pagesSection).toContain('[Medidas](https://example.mx/medidas-birlos-y-tuercas): Tabla')
    expect(pagesSection).not.toContain('/blog/un-post')
  })

  it('documents every catalogue route with an encoded example', () => {
    for (const route of Object.values(catalogueRoutes)) {
      expect(text).toContain(`\`GET https://example.mx/api${route}\``)
    }
    expect(text).toContain('https://example.mx/api/productos/marca/Citro%C3%ABn')
    expect(text).toContain('https://example.mx/api/productos/modelo/C4%20%2F%20Picasso')
  })

  it("lists posts under Blog, not the tag lists, and every line's part pages under Optional", () => {
    expect(text).toContain('## Blog\n\n- [Un post](https://example.mx/blog/un-post): Texto')
    expect(text).not.toContain('/blog/etiqueta/frenos')
    const optional = text.split('## Optional')[1] ?? ''
    expect(optional).toContain('[PP-12 Perno]')
    expect(optional).toContain('[BR-1215 Birlo](https://example.mx/birlos-automotrices/br-1215)')
    expect(text.split('## Optional')[0]).not.toContain('/birlos-automotrices/br-1215')
  })

  it("documents every line's routes, the search with its measures, and the fields beyond the door pins'", () => {
    const section = text.split('## API de todas las líneas')[1]?.split('\n## ')[0] ?? ''
    for (const route of [...Object.values(lineRoutes), SEARCH_ROUTE]) {
      expect(section).toContain(`\`GET https://example.mx/api${route}\``)
    }
    for (const line of productLines) expect(section).toContain(`\`${line.id}\``)
    for (const param of ['largo', 'diametro', 'rosca', 'pagina', 'por_pagina']) {
      expect(section).toContain(`\`${param}\``)
    }
    for (const field of ['aplicaciones_lista_producto', 'linea_producto', 'medidas_producto']) {
      expect(section).toContain(`\`${field}\``)
    }
    expect(section).toContain('https://example.mx/api/birlos/buscar?rosca=M12x1.5&largo=40')
  })

  it('says every part has its page and how to ask the API for one part', () => {
    expect(text).toContain('cada pieza de cada línea tiene su propia página')
    expect(text).toContain('`GET https://example.mx/api/producto/:clave`')
  })
})

describe('catalogueExample', () => {
  it('takes the make with the most products and its first model', async () => {
    const answers: Record<string, unknown[]> = {
      '/marcas': [
        { marca: 'Ford', total: 3 },
        { marca: 'Nissan', total: 40 },
      ],
      '/modelos/marca/Nissan': [{ modelo: 'Tsuru', total: 12 }],
    }
    const example = await catalogueExample(async (path) => answers[path] ?? [])
    expect(example).toEqual({ marca: 'Nissan', modelo: 'Tsuru' })
  })
})
