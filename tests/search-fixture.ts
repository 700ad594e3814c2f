import type { SiteSearchContent } from '../src/search/write-index'

/** A line table as the page query gives it: its parts are the catalogue's, the index reads its heading. */
const lineTable = { _type: 'lineTable', heading: 'Birlos por clave', line: 'birlos' }

/**
 * A small site for the search's tests: a product line's page with a line table (whose parts the
 * index leaves to the catalogue), a page without one and a blog post.
 */
export const searchContent: SiteSearchContent = {
  pages: [
    {
      path: '/birlos-automotrices',
      title: 'Birlos Automotrices',
      seo: { description: 'Birlos de rueda removibles e integrados al cubo.' },
      sections: [
        {
          _type: 'pageHeader',
          heading: 'Birlos automotrices',
          lead: 'Para cada rin y cubo, de M12 × 1.5 a M14 × 1.5.',
        },
        lineTable,
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
