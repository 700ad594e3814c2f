import * as layout from 'virtual:site-layout'
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import { slugFrom } from '../ui/slug'
import {
  PATH_FORMAT_MESSAGE,
  pathFormatProblem,
  SLUG_FORMAT_MESSAGE,
  slugFormatProblem,
} from './format'
import { closingProblem, halfHourOptions, halfHourTimes } from './hours'
import { reservedPathProblem, reservedSlugs } from './reserved'
import { type Fetch, pagePathProblem, pagePathRules, postSlugProblem, postSlugRules } from './rules'

/** A dataset answering GROQ as the Content Lake would (groq-js). */
const dataset =
  (documents: object[]): Fetch =>
  async (query, params) =>
    (await evaluate(parse(query, { params }), { dataset: documents, params })).get()

describe('the site layout the rules read', () => {
  it('has the folders of public/ and the routes of the router', () => {
    expect(layout.publicFolders).toContain('og')
    expect(layout.routePaths).toEqual(
      expect.arrayContaining(['/', '/blog', '/blog/$slug', '/$linea/$clave']),
    )
  })
})

describe('page path format', () => {
  it.each(['/', '/medidas-birlos', '/guias/medidas-2025'])('accepts %s', (path) => {
    expect(pathFormatProblem(path)).toBeUndefined()
  })
  it.each([
    '/Medidas',
    '/medidas birlos',
    'medidas',
    '/medidas-',
    '/médidas',
    '/a//b',
    '/a/',
    '/404.html',
  ])('refuses %s', (path) => {
    expect(pathFormatProblem(path)).toBe(PATH_FORMAT_MESSAGE)
  })
})

describe('post address format', () => {
  it('accepts lower-case words with hyphens', () => {
    expect(slugFormatProblem('como-elegir-un-perno-2')).toBeUndefined()
  })
  it.each(['Upper Case', 'upper case', 'con_guion', '-inicio', 'acentuación'])(
    'refuses %s',
    (slug) => {
      expect(slugFormatProblem(slug)).toBe(SLUG_FORMAT_MESSAGE)
    },
  )
  it('makes an address the rules accept from a title', () => {
    expect(slugFrom('¿Cómo elegir el perno? Guía 2025')).toBe('como-elegir-el-perno-guia-2025')
    expect(slugFormatProblem(slugFrom('Upper Case'))).toBeUndefined()
  })
})

describe('reserved paths', () => {
  it.each([
    ['/404-pagina-no-encontrada', 'la página de error 404'],
    ['/pernos-para-puerta/404-clave-no-encontrada', 'la página de error 404'],
    ['/img', 'las imágenes del sitio'],
    ['/img/productos', 'las imágenes del sitio'],
    ['/og', 'archivos del sitio (la carpeta og)'],
    ['/og/tarjeta', 'archivos del sitio (la carpeta og)'],
    ['/api', 'el catálogo y los formularios del sitio'],
    ['/api/catalogo', 'el catálogo y los formularios del sitio'],
    ['/assets', 'los archivos del sitio'],
    ['/blog/una-entrada', 'las páginas que el sitio crea bajo /blog'],
    ['/pernos-para-puerta/pp-1', 'las páginas que el sitio crea bajo /pernos-para-puerta'],
    ['/tornillo-caliper/guia', 'las páginas que el sitio crea bajo /tornillo-caliper'],
  ])('refuses %s, reserved for %s', (path, what) => {
    expect(pagePathProblem(path)).toBe(`La ruta ${path} está reservada para ${what}; elige otra.`)
  })

  it('refuses the page data folder (its name is not even a valid path)', () => {
    expect(reservedPathProblem('/_data/pages', layout)).toBe(
      'La ruta /_data/pages está reservada para los datos de las páginas; elige otra.',
    )
  })

  it('refuses a redirect source', () => {
    expect(pagePathProblem('/pernos')).toBe(
      'La ruta /pernos ya redirige a otra página; elige otra.',
    )
  })

  it.each([
    '/medidas-birlos',
    '/blog',
    '/pernos-para-puerta',
    '/imagenes',
    '/ogro',
    '/apis',
    '/guias/medidas-birlos',
  ])('accepts %s', (path) => {
    expect(pagePathProblem(path)).toBeUndefined()
  })

  it('follows public/ and the router: a new folder or a new nested route is reserved too', () => {
    const grown = {
      publicFolders: [...layout.publicFolders, 'fotos'],
      routePaths: [...layout.routePaths, '/tienda/$id'],
    }
    expect(reservedPathProblem('/fotos/pp-1', grown)).toMatch(/la carpeta fotos/)
    expect(reservedPathProblem('/tienda/x', grown)).toMatch(/bajo \/tienda/)
    expect(reservedPathProblem('/tienda', grown)).toBeUndefined()
    expect(reservedPathProblem('/fotos/pp-1', layout)).toBeUndefined()
  })
})

describe('reserved post addresses', () => {
  it("are the blog lists' own words", () => {
    expect(reservedSlugs(layout)).toEqual(['etiqueta', 'pagina'])
  })
  it('refuses pagina, accepts paginas', () => {
    expect(postSlugProblem('pagina')).toBe(
      'La dirección "pagina" está reservada para las listas del blog (/blog/pagina/…); elige otra.',
    )
    expect(postSlugProblem('paginas')).toBeUndefined()
  })
  it("refuses the address of the blog's own not-found page", () => {
    expect(postSlugProblem('404-entrada-no-encontrada')).toBe(
      'La dirección "404-entrada-no-encontrada" está reservada para la página de entrada no encontrada; elige otra.',
    )
  })
})

describe('uniqueness', () => {
  const fetch = dataset([
    { _id: 'page.ofertas', _type: 'page', path: '/ofertas' },
    { _id: 'drafts.page.ofertas', _type: 'page', path: '/ofertas' },
    { _id: 'versions.r1.page.ofertas', _type: 'page', path: '/ofertas' },
    { _id: 'post.uno', _type: 'post', slug: { current: 'uno' } },
    { _id: 'drafts.post.uno', _type: 'post', slug: { current: 'uno' } },
  ])

  it('lets a page keep its own path, in its draft and versions too', async () => {
    expect(await pagePathRules('/ofertas', 'page.ofertas', fetch)).toBeUndefined()
    expect(await pagePathRules('/ofertas', 'drafts.page.ofertas', fetch)).toBeUndefined()
  })
  it("refuses another page's path", async () => {
    expect(await pagePathRules('/ofertas', 'page.nueva', fetch)).toBe(
      'Otra página ya usa la ruta /ofertas.',
    )
  })
  it("lets a post keep its address and refuses another post's", async () => {
    expect(await postSlugRules('uno', 'drafts.post.uno', fetch)).toBeUndefined()
    expect(await postSlugRules('uno', 'post.dos', fetch)).toBe(
      'Otra entrada del blog ya usa la dirección "uno".',
    )
  })
  it('answers the format before asking the dataset', async () => {
    expect(await postSlugRules('Upper Case', 'post.dos', fetch)).toBe(SLUG_FORMAT_MESSAGE)
  })
})

describe('opening hours', () => {
  it('offers every half hour, stored as the site reads it, shown as Mexican Spanish writes it', () => {
    expect(halfHourTimes).toHaveLength(48)
    expect(halfHourTimes[0]).toBe('00:00')
    expect(halfHourTimes.at(-1)).toBe('23:30')
    expect(halfHourOptions).toContainEqual({ title: '9:00 a. m.', value: '09:00' })
    expect(halfHourOptions).toContainEqual({ title: '7:30 p. m.', value: '19:30' })
  })
  it('refuses a closing time before the opening time', () => {
    expect(closingProblem('09:00', '19:00')).toBeUndefined()
    expect(closingProblem('09:00', '08:30')).toBe(
      'La hora de cierre (8:30 a. m.) debe ser después de la de apertura (9:00 a. m.).',
    )
  })
})
