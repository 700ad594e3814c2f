import { page, quoteForm, section, specTable } from './helpers.ts'

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
    specTable(
      'studs',
      {
        eyebrow: 'Birlos de rueda',
        heading: 'Birlos con moleteado',
        intro: 'Largo bajo la cabeza; moleteado medido en su diámetro mayor.',
      },
      ['Clave', 'Rosca', 'Largo', 'Moleteado', 'Acabado'],
      [
        ['BR-1215', 'M12 × 1.5', '40 mm', '14.3 mm', 'Tropicalizado'],
        ['BR-1215L', 'M12 × 1.5', '52 mm', '14.3 mm', 'Tropicalizado'],
        ['BR-1225', 'M12 × 1.25', '45 mm', '13.8 mm', 'Zincado'],
        ['BR-1415', 'M14 × 1.5', '55 mm', '16.1 mm', 'Fosfatado'],
        ['BR-716', '7/16″-20 UNF', '1 5/8″', '0.500″', 'Tropicalizado'],
        ['BR-12UNF', '1/2″-20 UNF', '2″', '0.615″', 'Zincado'],
      ],
    ),
    specTable(
      'nuts',
      {
        eyebrow: 'Tuercas de rueda',
        heading: 'Tuercas por rosca y asiento',
        intro: 'Hexágono entre caras planas; asiento cónico a 60° salvo donde se indica.',
      },
      ['Clave', 'Rosca', 'Hexágono', 'Asiento', 'Acabado'],
      [
        ['TR-1215', 'M12 × 1.5', '19 mm', 'Cónico 60°', 'Cromado'],
        ['TR-1225', 'M12 × 1.25', '19 mm', 'Cónico 60°', 'Zincado'],
        ['TR-1415', 'M14 × 1.5', '21 mm', 'Esférico R12', 'Cromado'],
        ['TR-716', '7/16″-20 UNF', '3/4″', 'Cónico 60°', 'Tropicalizado'],
        ['TR-12UNF', '1/2″-20 UNF', '13/16″', 'Cónico 60°', 'Cromado'],
      ],
    ),
    quoteForm({
      heading: 'Cotiza por clave',
      intro:
        'Escribe la clave y la cantidad en tu mensaje. Mostrador desde 10 piezas; envíos fuera de la Ciudad de México en pedidos de más de 3,000 piezas.',
    }),
  ],
})
