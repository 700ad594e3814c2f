import { testProduct } from '../../tests/product-fixture'
import type { SearchDocument } from './document'
import { type SiteSearchContent, siteSearchDocuments } from './write-index'

/**
 * A small site for the search's tests: two door pins (one with other brands' numbers), a product
 * line page, another page and a blog post.
 */
export const searchContent: SiteSearchContent = {
  products: [
    testProduct({
      key: 'PP-1',
      name: 'Perno de puerta trasera',
      applications: 'Nissan Tsuru 1992–2017 · Nissan March 2011–2014',
      equivalences: ['Nissan 80420-01A05', 'Pernotec 40710-5'],
      finish: 'Zincado',
    }),
    testProduct({
      key: 'PP-12',
      name: 'Perno de bisagra inferior',
      applications: 'Volkswagen Sedán 1970–2003',
      length: '61 mm',
      diameter: '9.5 mm',
    }),
  ],
  pages: [
    {
      path: '/birlos-automotrices',
      title: 'Birlos Automotrices',
      seo: { description: 'Birlos de rueda removibles e integrados al cubo.' },
      sections: [
        { _type: 'pageHeader', heading: 'Birlos automotrices', lead: 'Para cada rin y cubo.' },
        { _type: 'quoteForm', heading: 'Cotiza por clave' },
      ],
    },
    {
      path: '/aviso-de-privacidad',
      title: 'Aviso de Privacidad',
      seo: { description: 'Cómo tratamos tus datos personales.' },
      sections: [{ _type: 'hero', heading: 'Tus datos', lead: 'Derechos ARCO y contacto.' }],
    },
  ],
  posts: [
    {
      slug: 'tropicalizado-galvanizado-o-zincado',
      title: 'Tropicalizado, galvanizado o zincado: qué acabado elegir',
      excerpt: 'Tres recubrimientos contra la corrosión.',
      tags: ['Acabados', 'Pernos'],
    },
  ],
}

/** Results of another line's parts, as the index held them from the content's measure sheets. */
const partResults: Omit<SearchDocument, 'id'>[] = [
  {
    kind: 'part',
    href: '/birlos-automotrices#fila-BR-1245',
    title: 'BR-1245',
    detail: 'Birlos Automotrices · Rosca M12 × 1.5 · Largo 45 mm',
    numbers: ['BR-1245'],
    text: 'Birlos Automotrices · Birlos por clave · Rosca M12 × 1.5 · Largo 45 mm · Acabado Tropicalizado',
  },
  {
    kind: 'part',
    href: '/birlos-automotrices#fila-BR-716',
    title: 'BR-716',
    detail: 'Birlos Automotrices · Rosca 7/16″-20 UNF · Largo 1 5/8″',
    numbers: ['BR-716'],
    text: 'Birlos Automotrices · Birlos por clave · Rosca 7/16″-20 UNF · Largo 1 5/8″',
  },
]

/**
 * The search's documents for its own tests: the index of `searchContent`, with two results of
 * another line's parts after the door pins (the content no longer lists parts; the catalogue
 * does), numbered in that order.
 */
export const searchDocuments: SearchDocument[] = (() => {
  const written = siteSearchDocuments(searchContent)
  const pins = written.filter((document) => document.kind === 'pin')
  const rest = written.filter((document) => document.kind !== 'pin')
  return [...pins, ...partResults, ...rest].map((document, id) => ({ ...document, id }))
})()
