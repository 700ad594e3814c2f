import type { SiteSearchContent } from './write-index'

/** A spec table as the page query gives it: the index reads its heading only. */
const specTable = {
  _type: 'specTable',
  heading: 'Birlos por clave',
  columns: ['Clave', 'Rosca', 'Largo', 'Acabado'],
  rows: [{ cells: ['BR-1245', 'M12 × 1.25', '45 mm', 'Tropicalizado'] }],
}

/**
 * A small site for the search's tests: a product line's page with a spec table (whose rows the
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
        specTable,
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
