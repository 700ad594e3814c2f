import { CATALOGUE_ANCHOR } from '../../src/catalogue/paths.ts'
import { items, page, quoteForm, ref, section } from './helpers.ts'
import { boltAnatomyParts } from './home.ts'

const catalogueMakes = [
  'Nissan',
  'Volkswagen',
  'Chevrolet',
  'Ford',
  'Dodge',
  'Honda',
  'Toyota',
  'Renault',
  'Mazda',
  'Peugeot',
]

export const doorPins = page({
  slug: 'pernos-para-puerta',
  path: '/pernos-para-puerta',
  title: 'Pernos para Puerta',
  seo: {
    title: 'Pernos para puerta por marca y modelo',
    description:
      'Pernos de bisagra de acero con buje de latón, acabado tropicalizado. Filtra por marca y modelo, cotiza y recibe en todo México.',
  },
  sections: [
    // The buyer starts from the car: the finder comes first, above the brand's hero.
    section('vehicleFinder', 'finder', { heading: 'Encuentra tu perno por vehículo' }),
    section('hero', 'hero', {
      eyebrow: 'Pernos de bisagra',
      heading: 'Pernos para puerta',
      lead: 'Pernos de acero con buje de latón y acabado tropicalizado para autos, camionetas y camiones. Encuentra el tuyo por marca y modelo y cotiza sin compromiso.',
      points: [
        'Venta de mostrador desde 10 piezas',
        'Existencia para entrega inmediata',
        'Fabricación a medida en 4 días hábiles',
      ],
      actions: [
        {
          _type: 'heroAction',
          _key: 'catalogue',
          label: 'Ver catálogo',
          href: `#${CATALOGUE_ANCHOR}`,
          style: 'light',
        },
        {
          _type: 'heroAction',
          _key: 'quote',
          label: 'Solicitar cotización',
          href: '#client-area',
          style: 'outline',
        },
      ],
      drawing: 'pin',
    }),
    section('counters', 'counters', {
      anchor: 'cifras',
      tone: 'blue',
      claims: [
        ref('claim.pieces-month'),
        ref('claim.years'),
        ref('claim.lead-time'),
        ref('claim.parts'),
      ],
    }),
    section('boltAnatomy', 'bolt-anatomy', {
      heading: 'Anatomía de un perno para puerta',
      text: 'Cuatro detalles que hacen que la puerta cierre firme por años.',
      targetAnchor: 'cifras',
      delaySeconds: 0,
      parts: boltAnatomyParts,
    }),
    section('logoCarousel', 'makes', {
      heading: 'Pernos para las marcas que más circulan',
      // Makes the catalogue holds: each wordmark here opens the catalogue filtered by its make.
      brands: catalogueMakes,
    }),
    quoteForm({
      anchor: 'client-area',
      heading: 'Solicita tu cotización',
      intro:
        'Elige la cantidad y escribe en tu mensaje la marca, el modelo o la clave. Mostrador desde 10 piezas; envíos fuera de la Ciudad de México en pedidos de más de 3,000 piezas.',
    }),
    section('featureList', 'why-us', {
      eyebrow: 'Por qué elegirnos',
      heading: 'Pernos hechos para durar',
      layout: 'cards',
      items: items([
        [
          'Acero con buje de latón',
          'El latón gira suave contra el acero: la bisagra no se desgasta ni rechina.',
        ],
        [
          'Acabado tropicalizado',
          'Protección contra la corrosión para el clima y la humedad de todo el país.',
        ],
        ['Medida exacta', 'Cuerpo rectificado a la medida de cada bisagra: la puerta no se vence.'],
        [
          'Existencia inmediata',
          'Las medidas de línea salen el mismo día; las especiales, en 4 días hábiles.',
        ],
        [
          'Más de 20 años',
          'Fabricamos pernos para talleres, flotillas y refaccionarias desde hace más de dos décadas.',
        ],
        [
          'Asesoría técnica',
          'Te ayudamos a identificar la pieza por muestra, foto con medidas o número de parte.',
        ],
      ]),
    }),
    section('faqList', 'faq', {
      eyebrow: 'Preguntas frecuentes',
      heading: 'Lo que más nos preguntan',
      items: [
        ref('faq.material'),
        ref('faq.minimum'),
        ref('faq.shipping'),
        ref('faq.lead-time'),
        ref('faq.custom'),
        ref('faq.payment'),
      ],
    }),
    // The catalogue closes the page, as the page's outline has it; the hero's "Ver catálogo"
    // jumps to it from the first screen.
    section('catalogue', 'catalogue', {
      anchor: CATALOGUE_ANCHOR,
      heading: 'Catálogo de pernos para puerta',
      intro:
        'Elige la marca y el modelo de tu vehículo para ver los pernos que le quedan, con sus medidas. Cotiza por formulario o por WhatsApp.',
    }),
  ],
})
