import { testProduct } from '../../tests/product-fixture'
import type { SiteSearchContent } from './write-index'

/**
 * A small site for the search's tests: two door pins (one with other brands' numbers), a product
 * line page with its spec table, a page without one and a blog post. The row anchor is a
 * stand-in: the real rule belongs to the spec table (tests/unit/site-search-snapshot.test.ts).
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
        {
          _type: 'specTable',
          heading: 'Birlos por clave',
          columns: ['Clave', 'Rosca', 'Largo', 'Acabado'],
          rows: [
            { cells: ['BR-1245', 'M12 × 1.5', '45 mm', 'Tropicalizado'] },
            { cells: ['BR-716', '7/16″-20 UNF', '1 5/8″', ''] },
            { cells: ['', 'M14 × 1.5', '55 mm', 'Fosfatado'] },
          ],
        },
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
  rowAnchor: (partNumber) => `fila-${partNumber}`,
}
