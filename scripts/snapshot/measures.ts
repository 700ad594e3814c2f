import { lineTable, page, quoteForm, section } from './helpers.ts'

export const measures = page({
  slug: 'medidas-birlos-y-tuercas',
  path: '/medidas-birlos-y-tuercas',
  title: 'Medidas de birlos y tuercas',
  seo: {
    title: 'Tabla de medidas de birlos y tuercas',
    description:
      'Rosca, largo, moleteado, hexágono y asiento de los birlos y tuercas de rueda que fabricamos: encuentra la clave de tu pieza y cotízala.',
  },
  sections: [
    section('pageHeader', 'header', {
      heading: 'Medidas de birlos y tuercas',
      lead: 'Las medidas de cada clave, como en una hoja de catálogo. Si tu pieza no está aquí, envíanos foto o medidas.',
    }),
    // Six of each at first: the page compares the two lines; 'Mostrar más' gives the rest.
    lineTable(
      'studs',
      {
        eyebrow: 'Birlos de rueda',
        heading: 'Birlos con moleteado',
        intro: 'Largo bajo la cabeza; moleteado medido en su diámetro mayor.',
      },
      'birlos',
      { columns: ['rosca', 'largo_mm', 'moleteado_mm', 'acabado'], pageSize: 6 },
    ),
    lineTable(
      'nuts',
      {
        eyebrow: 'Tuercas de rueda',
        heading: 'Tuercas por rosca y asiento',
        intro: 'Hexágono entre caras planas; el asiento, donde la tuerca apoya en el rin.',
      },
      'tuercas',
      { columns: ['rosca', 'hexagono_mm', 'asiento', 'acabado'], pageSize: 6 },
    ),
    quoteForm({
      heading: 'Cotiza por clave',
      intro:
        'Escribe la clave y la cantidad en tu mensaje. Mostrador desde 10 piezas; envíos fuera de la Ciudad de México en pedidos de más de 3,000 piezas.',
    }),
  ],
})
