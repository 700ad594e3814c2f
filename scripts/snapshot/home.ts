import { page, prose, ref, section } from './helpers.ts'

export const boltAnatomyParts = [
  {
    _type: 'boltPart',
    _key: 'head',
    part: 'head',
    name: 'Cabeza',
    text: 'Tope forjado que fija la altura de la puerta y recibe el golpe al instalar.',
  },
  {
    _type: 'boltPart',
    _key: 'shank',
    part: 'shank',
    name: 'Cuerpo de acero',
    text: 'Rectificado a la medida de la bisagra: sin juego, la puerta no se vence.',
  },
  {
    _type: 'boltPart',
    _key: 'bushing',
    part: 'bushing',
    name: 'Buje de latón',
    text: 'Gira suave contra el acero, no rechina y protege el ojo de la bisagra.',
  },
  {
    _type: 'boltPart',
    _key: 'finish',
    part: 'finish',
    name: 'Acabado tropicalizado',
    text: 'Capa de zinc con sello que protege contra la corrosión y la humedad.',
  },
]

export const home = page({
  slug: 'home',
  path: '/',
  title: 'Inicio',
  seo: {
    title: 'Pernos, birlos y tuercas automotrices en CDMX',
    description:
      'Fabricamos pernos para puerta y birlos con buje de latón. Mostrador desde 10 piezas, fabricación a medida en 4 días hábiles y envíos a todo México.',
  },
  sections: [
    // The buyer starts from the car: the finder comes first, above the brand's hero.
    section('vehicleFinder', 'finder', { heading: 'Encuentra tu perno por vehículo' }),
    section('heroSlider', 'hero', {
      slides: [
        {
          _type: 'heroSlide',
          _key: 'pernos',
          eyebrow: 'Fabricantes en la Ciudad de México',
          heading: 'Pernos para puerta que no se vencen',
          text: 'Acero con buje de latón y acabado tropicalizado, para cada marca y modelo. Búscalo en el catálogo y cotiza en minutos.',
          ctaLabel: 'Ver pernos para puerta',
          ctaHref: '/pernos-para-puerta',
          drawing: 'pin',
        },
        {
          _type: 'heroSlide',
          _key: 'birlos',
          eyebrow: 'Para taller, flotilla y refaccionaria',
          heading: 'Birlos automotrices a la medida',
          text: 'Hexagonales removibles e integrados al cubo, con la rosca y el largo exactos. Fabricación a medida en 4 días hábiles.',
          ctaLabel: 'Ver birlos',
          ctaHref: '/birlos-automotrices',
          drawing: 'stud',
        },
        {
          _type: 'heroSlide',
          _key: 'tuercas',
          eyebrow: 'Cada birlo con su tuerca',
          heading: 'Tuercas de rueda para cada asiento',
          text: 'Cónicas, de asiento plano, abiertas, cerradas y de seguridad, en los acabados que pide tu cliente.',
          ctaLabel: 'Ver tuercas',
          ctaHref: '/tuercas-automotrices-birlos',
          drawing: 'nut',
        },
        {
          _type: 'heroSlide',
          _key: 'nosotros',
          eyebrow: 'Más de 20 años en sujeción automotriz',
          heading: 'Fabricamos, surtimos y te asesoramos',
          text: 'Planta y mostrador en Azcapotzalco, existencia para entrega inmediata y asesoría técnica para elegir la pieza correcta.',
          ctaLabel: 'Conócenos',
          ctaHref: '/#sobre-nosotros',
          drawing: 'about',
        },
      ],
    }),
    section('richText', 'about', {
      anchor: 'sobre-nosotros',
      eyebrow: 'Sobre nosotros',
      heading: 'Piezas de sujeción hechas en la Ciudad de México',
      body: prose(`
Somos una planta de la Ciudad de México dedicada a fabricar y distribuir piezas de sujeción automotriz: pernos para puerta, birlos, tuercas, kits de frenos, tornillos caliper, terminales, rondanas, seguros, casquillos y abrazaderas.
Surtimos a talleres, flotillas, refaccionarias, líneas de ensamble y mayoristas de todo el país. Fabricamos cerca de **10 mil piezas al mes**, mantenemos existencia para entrega inmediata y hacemos piezas a la medida en **4 días hábiles**.
- Venta de mostrador en planta desde 10 piezas.
- Envíos fuera de la Ciudad de México en pedidos de más de 3,000 piezas.
- Asesoría técnica para encontrar la pieza exacta por marca, modelo o muestra.
`),
      drawing: 'about',
      claims: [ref('claim.clients'), ref('claim.years')],
      tone: 'light',
    }),
    section('marquee', 'marquee', {
      label: 'Lo que fabricamos',
      items: [
        'Pernos para puerta',
        'Birlos',
        'Tuercas',
        'Kits de frenos',
        'Tornillo caliper',
        'Terminales',
        'Rondanas de cobre',
        'Seguros',
        'Casquillos',
        'Abrazaderas',
      ],
    }),
    section('productCarousel', 'categories', {
      eyebrow: 'Catálogo',
      heading: 'Nuestras líneas de producto',
      intro: 'Toca una categoría para ver medidas, acabados y aplicaciones.',
      items: [
        [
          'Pernos para puerta',
          'Acero con buje de latón, por marca y modelo.',
          '/pernos-para-puerta',
          'pin',
        ],
        ['Birlos automotrices', 'Removibles e integrados al cubo.', '/birlos-automotrices', 'stud'],
        [
          'Birlos extrapesados',
          'Para camión, tractocamión y tráiler.',
          '/birlos-extrapesados-camiones-trailers',
          'heavyStud',
        ],
        [
          'Tuercas automotrices',
          'Cónicas, planas y de seguridad.',
          '/tuercas-automotrices-birlos',
          'nut',
        ],
        [
          'Kits de frenos',
          'Resortes, retenes y herrajes.',
          '/kits-de-frenos-automotrices',
          'brakeKit',
        ],
        ['Tornillo caliper', 'Guías y tornillos de montaje.', '/tornillo-caliper', 'caliperBolt'],
        [
          'Terminales de batería',
          'Positivas y negativas.',
          '/terminales-bateria',
          'batteryTerminal',
        ],
        [
          'Rondanas de cobre',
          'Sellado de cárter, inyectores y frenos.',
          '/rondanas-cobre',
          'washer',
        ],
        [
          'Seguros automotrices',
          'Interiores, exteriores y tipo E.',
          '/seguros-automotrices-interno-externo',
          'clip',
        ],
        [
          'Casquillos',
          'De acero y de latón para cuerdas barridas.',
          '/casquillos-automotrices',
          'bushing',
        ],
        ['Abrazaderas', 'Inoxidables y galvanizadas.', '/abrazaderas-automotrices', 'clamp'],
        [
          'Otros productos',
          'Cuñas, herrajes, grapas y filtros.',
          '/otros-productos-automotrices',
          'wedge',
        ],
      ].map(([title, text, href, drawing], index) => ({
        _type: 'productCarouselItem',
        _key: `c${index + 1}`,
        title,
        text,
        href,
        drawing,
      })),
    }),
    section('processSteps', 'process', {
      eyebrow: 'Cómo comprar',
      heading: 'Tu pedido en tres pasos',
      steps: [
        {
          _type: 'processStep',
          _key: 's1',
          title: 'Busca en el catálogo',
          text: 'Filtra por marca y modelo o explora cada línea de producto con sus medidas y aplicaciones.',
          drawing: 'browse',
        },
        {
          _type: 'processStep',
          _key: 's2',
          title: 'Pide tu cotización',
          text: 'Mándanos el formulario o escríbenos por WhatsApp con las piezas y cantidades. Te respondemos en horario de ventas.',
          drawing: 'quote',
        },
        {
          _type: 'processStep',
          _key: 's3',
          title: 'Anticipo y entrega',
          text: 'Confirma con un anticipo y recibe por paquetería o recoge en el mostrador de la planta.',
          drawing: 'deliver',
        },
      ],
    }),
    section('contactBanner', 'contact', {
      heading: '¿Buscas una pieza que no encuentras?',
      text: 'Mándanos una muestra o las medidas: la fabricamos a la medida en 4 días hábiles. Las piezas nuevas requieren una cantidad mínima.',
      buttonLabel: 'Escríbenos',
    }),
    section('boltAnatomy', 'bolt-anatomy', {
      heading: 'Anatomía de un perno para puerta',
      text: 'Así está hecho cada perno que fabricamos: cuatro detalles que hacen que la puerta cierre firme por años.',
      targetAnchor: 'sobre-nosotros',
      delaySeconds: 5,
      parts: boltAnatomyParts,
    }),
  ],
})
