import { carMakes, items, page, prose, quoteForm, ref, section } from './helpers.ts'
import {
  brakeKitParts,
  bushingParts,
  caliperParts,
  clampParts,
  clipParts,
  heavyStudParts,
  nutParts,
  otherParts,
  terminalParts,
  washerParts,
  wheelStudParts,
} from './line-tables.ts'

type Related = [path: string, label: string, text: string, drawing: string]

const catalogue: Record<string, Related> = {
  pernos: ['/pernos-para-puerta', 'Pernos para puerta', 'Acero con buje de latón.', 'pin'],
  birlos: [
    '/birlos-automotrices',
    'Birlos automotrices',
    'Removibles e integrados al cubo.',
    'stud',
  ],
  extrapesados: [
    '/birlos-extrapesados-camiones-trailers',
    'Birlos extrapesados',
    'Para camión y tráiler.',
    'heavyStud',
  ],
  tuercas: [
    '/tuercas-automotrices-birlos',
    'Tuercas automotrices',
    'Cónicas, planas y de seguridad.',
    'nut',
  ],
  frenos: [
    '/kits-de-frenos-automotrices',
    'Kits de frenos',
    'Resortes, retenes y herrajes.',
    'brakeKit',
  ],
  caliper: [
    '/tornillo-caliper',
    'Tornillo caliper',
    'Guías y tornillos de montaje.',
    'caliperBolt',
  ],
  terminales: [
    '/terminales-bateria',
    'Terminales de batería',
    'Positivas y negativas.',
    'batteryTerminal',
  ],
  rondanas: ['/rondanas-cobre', 'Rondanas de cobre', 'Sellado sin fugas.', 'washer'],
  seguros: [
    '/seguros-automotrices-interno-externo',
    'Seguros automotrices',
    'Interiores, exteriores y tipo E.',
    'clip',
  ],
  casquillos: ['/casquillos-automotrices', 'Casquillos', 'Reparan cuerdas barridas.', 'bushing'],
  abrazaderas: ['/abrazaderas-automotrices', 'Abrazaderas', 'Inoxidables y galvanizadas.', 'clamp'],
  otros: [
    '/otros-productos-automotrices',
    'Otros productos',
    'Cuñas, herrajes, grapas y filtros.',
    'wedge',
  ],
}

function related(heading: string, keys: (keyof typeof catalogue)[]) {
  return section('relatedProducts', 'related', {
    heading,
    items: keys.map((key) => {
      const [path, label, text, drawing] = catalogue[key] as Related
      return { _type: 'relatedProduct', _key: String(key), path, label, text, drawing }
    }),
  })
}

const finishes = items([
  ['Cromado', 'Brillo espejo y buena resistencia para piezas a la vista.'],
  ['Tropicalizado', 'Zinc con sello amarillo o azul; nuestro acabado de línea.'],
  ['Pavonado', 'Capa negra de óxido que reduce el reflejo y protege en seco.'],
  ['Negro', 'Acabado negro uniforme para piezas que no deben verse.'],
  ['Mate', 'Sin brillo, para ensamble y refacción original.'],
  ['Galvanizado', 'Zinc grueso para intemperie, lodo y sal.'],
  ['Zinc', 'Protección económica para uso general.'],
])

/** The title band; the family's drawing sits beside the title (and not again further down). */
const pageHeader = (heading: string, lead: string, drawing: string) =>
  section('pageHeader', 'header', { heading, lead, drawing })

const quote = (product: string) =>
  quoteForm({
    heading: `Cotiza tus ${product}`,
    intro:
      'Cuéntanos qué pieza necesitas, la cantidad y tu estado. Mostrador desde 10 piezas; envíos fuera de la Ciudad de México en pedidos de más de 3,000 piezas.',
  })

const makes = section('logoCarousel', 'makes', {
  heading: 'Aplicaciones para las marcas más comunes',
  brands: carMakes,
})

export const wheelStuds = page({
  slug: 'birlos-automotrices',
  path: '/birlos-automotrices',
  title: 'Birlos Automotrices',
  seo: {
    title: 'Birlos automotrices y tuercas de rueda',
    description:
      'Birlos hexagonales removibles e integrados al cubo, tuercas especializadas y siete acabados. Fabricación a medida en 4 días hábiles.',
  },
  sections: [
    pageHeader(
      'Birlos automotrices',
      'Birlos removibles de cabeza hexagonal e integrados al cubo, con la tuerca que les corresponde y el acabado que pide tu cliente.',
      'stud',
    ),
    section('richText', 'intro', {
      heading: 'La rueda bien sujeta',
      body: prose(`
Un birlo trabaja a tensión cada vez que el auto frena, acelera o toma una curva. Por eso fabricamos cada birlo con la rosca, el moleteado y el largo exactos para su cubo, y lo probamos contra su tuerca antes de empacarlo.
Surtimos a talleres de llantas y suspensión, flotillas y refaccionarias, con existencia para entrega inmediata y fabricación a medida en 4 días hábiles.
`),
    }),
    wheelStudParts,
    section('featureList', 'types', {
      eyebrow: 'Tipos de birlo',
      heading: 'Dos formas de sujetar la rueda',
      layout: 'cards',
      items: items([
        [
          'Birlo hexagonal removible',
          'Se atornilla al cubo o al tambor y se cambia sin prensa. Común en autos europeos y en adaptadores de rin.',
        ],
        [
          'Birlo integrado al cubo',
          'Entra a presión por el moleteado y queda fijo en la maza. Es el más usado en autos y camionetas de América y Asia.',
        ],
      ]),
    }),
    section('featureList', 'nuts', {
      eyebrow: 'Tuercas especializadas',
      heading: 'La tuerca correcta para cada asiento',
      layout: 'checks',
      items: items([
        ['Cónica 60°', 'Para rines de acero y la mayoría de los rines de aluminio.'],
        ['Asiento plano con rondana', 'Para rines de aluminio de origen japonés.'],
        ['Asiento esférico', 'Para rines de origen europeo.'],
        ['Abierta y cerrada (ciega)', 'La cerrada protege la rosca del lodo y el agua.'],
        ['De seguridad', 'Con llave codificada para proteger rines y llantas.'],
      ]),
    }),
    section('featureList', 'finishes', {
      eyebrow: 'Acabados',
      heading: 'Siete acabados disponibles',
      layout: 'chips',
      items: finishes,
    }),
    quote('birlos'),
  ],
})

export const heavyStuds = page({
  slug: 'birlos-extrapesados-camiones-trailers',
  path: '/birlos-extrapesados-camiones-trailers',
  title: 'Birlos Extrapesados',
  seo: {
    title: 'Birlos extrapesados para camiones y tráileres',
    description:
      'Birlos extrapesados para camión, tractocamión y tráiler, con aplicaciones por marca y existencia permanente para flotillas.',
  },
  sections: [
    pageHeader(
      'Birlos extrapesados para camiones y tráileres',
      'Variedad de medidas, aplicaciones por marca y existencia permanente para que tu flotilla no se detenga.',
      'heavyStud',
    ),
    section('richText', 'intro', {
      heading: 'Hechos para el trabajo pesado',
      body: prose(`
Un tractocamión cargado no perdona un birlo débil. Nuestros birlos extrapesados se fabrican en acero de alta resistencia, con rosca fina o estándar, para ejes de dirección, tracción y remolque.
Atendemos a flotillas, transportistas y refaccionarias de carga pesada con entrega inmediata de las medidas de línea.
`),
    }),
    heavyStudParts,
    section('featureList', 'differentiators', {
      eyebrow: 'Lo que nos distingue',
      heading: 'Por qué las flotillas nos compran',
      layout: 'numbered',
      items: items([
        [
          'Variedad',
          'Medidas en pulgadas y métricas, con cabeza de botón, en D y con moleteado, para disco y para tambor.',
        ],
        [
          'Aplicaciones por marca',
          'Birlos para las principales marcas de tractocamión, camión mediano y remolque que circulan en México.',
        ],
        [
          'Existencia permanente',
          'Mantenemos inventario de las medidas de mayor rotación para que tu unidad vuelva pronto al camino.',
        ],
      ]),
    }),
    related('También te puede interesar', ['tuercas', 'birlos', 'frenos']),
    quote('birlos extrapesados'),
  ],
})

export const nuts = page({
  slug: 'tuercas-automotrices-birlos',
  path: '/tuercas-automotrices-birlos',
  title: 'Tuercas Automotrices',
  seo: {
    title: 'Tuercas automotrices para birlos',
    description:
      'Tuercas cónicas, de asiento plano, abiertas, cerradas y de seguridad para birlos de auto, camioneta y camión. Cotiza con ventas.',
  },
  sections: [
    pageHeader(
      'Tuercas automotrices',
      'Tuercas para cada birlo: cónicas, de asiento plano, abiertas, cerradas y de seguridad.',
      'nut',
    ),
    section('featureList', 'benefits', {
      eyebrow: 'Beneficios',
      heading: 'Tuercas que aprietan parejo',
      layout: 'cards',
      items: items([
        [
          'Asiento exacto',
          'Cónico, plano o esférico, maquinado para asentar completo contra el rin.',
        ],
        ['Rosca calibrada', 'Métrica y estándar, probada contra su birlo para que no se barra.'],
        ['Acabados duraderos', 'Cromado, tropicalizado, negro y zinc, entre otros.'],
        [
          'Para auto y camión',
          'Desde tuercas de 12 mm para compacto hasta tuercas de carga pesada.',
        ],
      ]),
    }),
    nutParts,
    section('counters', 'counters', {
      tone: 'blue',
      claims: [
        ref('claim.clients-300'),
        ref('claim.years'),
        ref('claim.parts'),
        ref('claim.advice'),
      ],
    }),
    quoteForm({
      heading: 'Escribe a ventas',
      intro:
        'Déjanos tus datos y el producto que te interesa; un asesor te contacta en horario de ventas.',
      form: 'contact',
      notice: 'popup',
    }),
  ],
})

export const brakeKits = page({
  slug: 'kits-de-frenos-automotrices',
  path: '/kits-de-frenos-automotrices',
  title: 'Kits de Frenos',
  seo: {
    title: 'Kits de frenos automotrices: resortes y herrajes',
    description:
      'Kits de resortes, retenes y herrajes de freno de tambor y disco, con los complementos que tu taller necesita para cada servicio.',
  },
  sections: [
    pageHeader(
      'Kits de frenos automotrices',
      'Resortes, retenes y herrajes para dejar el sistema de frenos como nuevo.',
      'brakeKit',
    ),
    section('richText', 'intro', {
      heading: 'Un servicio de frenos completo',
      body: prose(`
Cambiar balatas sin cambiar los herrajes deja el trabajo a medias: un resorte fatigado hace que la zapata arrastre, se caliente y se desgaste antes de tiempo.
Nuestros kits reúnen en una bolsa los resortes de retorno, retenes, pasadores y clips de cada aplicación, listos para el taller.
`),
    }),
    brakeKitParts,
    section('featureList', 'complements', {
      eyebrow: 'Complementos recomendados',
      heading: 'Lo que conviene cambiar junto con el kit',
      layout: 'checks',
      items: items([
        ['Tornillos caliper', 'Guías nuevas para que el caliper deslice parejo.'],
        ['Rondanas de cobre', 'Sellan las conexiones de manguera sin fugas de líquido.'],
        ['Birlos y tuercas', 'Aprovecha para revisar los birlos al desmontar la rueda.'],
        ['Seguros', 'Anillos de retención para ejes y pasadores.'],
      ]),
    }),
    section('featureList', 'advantages', {
      eyebrow: 'Ventajas',
      heading: 'Listos para el taller',
      layout: 'cards',
      items: items([
        [
          'Todo en una bolsa',
          'Las piezas de cada rueda juntas y marcadas: menos tiempo de búsqueda en el taller.',
        ],
        ['Acero de resorte templado', 'Conserva la tensión después de miles de frenadas.'],
        ['Precio de mayoreo', 'Pensados para talleres y refaccionarias que compran por volumen.'],
      ]),
    }),
    section('featureList', 'uses', {
      eyebrow: 'Usos',
      heading: 'Dónde se instalan',
      layout: 'checks',
      items: items([
        ['Frenos de tambor traseros de autos y camionetas'],
        ['Freno de estacionamiento'],
        ['Frenos de disco con herrajes antirruido'],
        ['Mantenimiento preventivo de flotillas'],
      ]),
    }),
    quote('kits de frenos'),
  ],
})

/** Caliper bolts, battery terminals, copper washers and clips share one layout. */
function simpleProductPage(props: {
  slug: string
  path: string
  title: string
  seo: { title: string; description: string }
  heading: string
  lead: string
  /** Headings of the description, advantages and uses: each names this product. */
  headings: { description: string; advantages: string; uses: string }
  description: string
  drawing: string
  parts: ReturnType<typeof section>
  advantages: [string, string?][]
  uses: [string, string?][]
  related: (keyof typeof catalogue)[]
  product: string
}) {
  return page({
    slug: props.slug,
    path: props.path,
    title: props.title,
    seo: props.seo,
    sections: [
      pageHeader(props.heading, props.lead, props.drawing),
      section('richText', 'description', {
        eyebrow: 'Descripción',
        heading: props.headings.description,
        body: prose(props.description),
      }),
      props.parts,
      section('featureList', 'advantages', {
        eyebrow: 'Ventajas',
        heading: props.headings.advantages,
        layout: 'cards',
        items: items(props.advantages),
      }),
      section('featureList', 'uses', {
        eyebrow: 'Usos típicos',
        heading: props.headings.uses,
        layout: 'checks',
        items: items(props.uses),
      }),
      related('Completa tu pedido', props.related),
      quote(props.product),
    ],
  })
}

export const caliper = simpleProductPage({
  slug: 'tornillo-caliper',
  path: '/tornillo-caliper',
  title: 'Tornillo Caliper',
  seo: {
    title: 'Tornillos para caliper de freno',
    description:
      'Tornillos guía y de montaje para caliper de freno de disco, con la rosca y el largo exactos para cada aplicación.',
  },
  heading: 'Tornillo caliper',
  lead: 'Tornillos guía y de montaje para caliper de freno de disco.',
  headings: {
    description: 'Sujetan y guían la mordaza',
    advantages: 'Frenado parejo, rosca que no se barre',
    uses: 'Cuándo se cambian',
  },
  description: `
El tornillo caliper sujeta la mordaza al soporte y, en los de tipo guía, le permite deslizarse para que las balatas apoyen parejo sobre el disco.
Los fabricamos en acero de alta resistencia, con rosca métrica fina y la cabeza que pide cada aplicación: hexagonal, Allen o Torx.
`,
  drawing: 'caliperBolt',
  parts: caliperParts,
  advantages: [
    ['Deslizamiento parejo', 'Guías rectificadas: las balatas se gastan uniformes.'],
    ['Rosca exacta', 'Rosca fina calibrada que aprieta al par indicado sin barrerse.'],
    ['Protección contra corrosión', 'Acabado zinc o tropicalizado para que no se peguen.'],
  ],
  uses: [['Cambio de balatas'], ['Reparación de calipers'], ['Servicio de frenos de flotillas']],
  related: ['frenos', 'rondanas', 'seguros'],
  product: 'tornillos caliper',
})

export const terminals = simpleProductPage({
  slug: 'terminales-bateria',
  path: '/terminales-bateria',
  title: 'Terminales de Batería',
  seo: {
    title: 'Terminales para batería automotriz',
    description:
      'Terminales de batería positivas y negativas de plomo y latón para auto, camioneta y camión.',
  },
  heading: 'Terminales de batería',
  lead: 'Terminales positivas y negativas para una conexión firme y sin falsos contactos.',
  headings: {
    description: 'Un arranque seguro empieza en el poste',
    advantages: 'Conexión firme y duradera',
    uses: 'Dónde se conectan',
  },
  description: `
Una terminal floja o sulfatada es la causa más común de un auto que no arranca. Nuestras terminales abrazan el poste completo y aprietan con tornillo y tuerca para un contacto firme.
Las tenemos en latón y en plomo, para poste positivo y negativo, en medidas de auto, camioneta y camión.
`,
  drawing: 'batteryTerminal',
  parts: terminalParts,
  advantages: [
    ['Buen contacto', 'Abrazan el poste completo y conducen sin calentarse.'],
    ['Resistentes al sulfato', 'Materiales que resisten los ácidos de la batería.'],
    ['Fáciles de instalar', 'Con tornillo y tuerca; sin herramienta especial.'],
  ],
  uses: [
    ['Cambio de batería'],
    ['Reparación de arneses'],
    ['Mantenimiento de flotillas y maquinaria'],
  ],
  related: ['rondanas', 'abrazaderas', 'otros'],
  product: 'terminales',
})

export const washers = simpleProductPage({
  slug: 'rondanas-cobre',
  path: '/rondanas-cobre',
  title: 'Rondanas de Cobre',
  seo: {
    title: 'Rondanas de cobre para sellado',
    description:
      'Rondanas de cobre para tapones de cárter, inyectores y conexiones de freno. Sellan sin fugas.',
  },
  heading: 'Rondanas de cobre',
  lead: 'Rondanas de cobre recocido que sellan sin fugas en cárter, inyectores y frenos.',
  headings: {
    description: 'Por qué sella el cobre',
    advantages: 'Un sello que aguanta',
    uses: 'Dónde sellan',
  },
  description: `
El cobre es más suave que el acero: al apretar, la rondana se deforma lo justo para llenar las imperfecciones y sellar sin necesidad de pegamento.
Fabricamos rondanas planas de cobre recocido en medidas métricas y estándar, sueltas o por bolsa para taller.
`,
  drawing: 'washer',
  parts: washerParts,
  advantages: [
    ['Sello sin fugas', 'Se adaptan a la superficie al apretar.'],
    ['Aguantan temperatura', 'Trabajan junto al motor sin perder el sello.'],
    ['Medidas de línea', 'Las más usadas siempre en existencia.'],
  ],
  uses: [
    ['Tapón de cárter'],
    ['Inyectores diésel y gasolina'],
    ['Conexiones de manguera de freno'],
  ],
  related: ['frenos', 'caliper', 'casquillos'],
  product: 'rondanas',
})

export const clips = simpleProductPage({
  slug: 'seguros-automotrices-interno-externo',
  path: '/seguros-automotrices-interno-externo',
  title: 'Seguros Automotrices',
  seo: {
    title: 'Seguros automotrices interiores, exteriores y tipo E',
    description:
      'Seguros de retención interiores, exteriores y tipo E en medidas estándar y especiales para ejes y rodamientos.',
  },
  heading: 'Seguros automotrices',
  lead: 'Anillos de retención interiores, exteriores y tipo E para ejes, rodamientos y varillajes.',
  headings: {
    description: 'Tres formas de retener una pieza',
    advantages: 'Retención que no se afloja',
    uses: 'Dónde se montan',
  },
  description: `
Los seguros mantienen en su lugar rodamientos, engranes y pasadores. El **seguro exterior** se monta en una ranura del eje; el **interior**, dentro de un barreno; el **tipo E** entra de lado, sin pinzas especiales.
Los fabricamos en acero de resorte con acabado pavonado o zinc.
`,
  drawing: 'clip',
  parts: clipParts,
  advantages: [
    ['Acero de resorte', 'Recuperan su forma y no se aflojan con la vibración.'],
    ['Tres tipos', 'Interiores, exteriores y tipo E en la misma compra.'],
    ['Medidas especiales', 'Fabricamos medidas fuera de catálogo con cantidad mínima.'],
  ],
  uses: [
    ['Rodamientos de rueda'],
    ['Transmisiones y diferenciales'],
    ['Varillajes, pedales y bisagras'],
  ],
  related: ['caliper', 'frenos', 'otros'],
  product: 'seguros',
})

/** Bushings, clamps and other products: the long template with makes and a counter. */
function familyPage(props: {
  slug: string
  path: string
  title: string
  seo: { title: string; description: string }
  heading: string
  lead: string
  /** The intro's heading: what the line solves, in this line's words. */
  introHeading: string
  /** The main features' heading, naming the product. */
  featuresHeading: string
  intro: string
  whatTheyAre: string
  whatHeading: string
  drawing: string
  /** The table of the line's parts. */
  parts: ReturnType<typeof section>
  features: [string, string?][]
  finishes: [string, string?][]
  competitive: [string, string?][]
  uses: [string, string?][]
  related: (keyof typeof catalogue)[]
  product: string
  /** The product as the uses' heading names it ("los casquillos"). */
  useHeading: string
}) {
  return page({
    slug: props.slug,
    path: props.path,
    title: props.title,
    seo: props.seo,
    sections: [
      pageHeader(props.heading, props.lead, props.drawing),
      // The clients figure (with the years beside it) closes the intro instead of standing alone.
      section('richText', 'intro', {
        heading: props.introHeading,
        body: prose(props.intro),
        claims: [ref('claim.clients'), ref('claim.years')],
      }),
      section('richText', 'what', {
        heading: props.whatHeading,
        body: prose(props.whatTheyAre),
        tone: 'steel',
      }),
      props.parts,
      section('featureList', 'features', {
        eyebrow: 'Características',
        heading: props.featuresHeading,
        layout: 'cards',
        items: items(props.features),
      }),
      section('featureList', 'finishes', {
        eyebrow: 'Acabados',
        heading: 'Acabados y materiales',
        layout: 'chips',
        items: items(props.finishes),
      }),
      section('featureList', 'competitive', {
        eyebrow: 'Ventajas competitivas',
        heading: 'Por qué comprarnos',
        layout: 'numbered',
        items: items(props.competitive),
      }),
      section('featureList', 'uses', {
        eyebrow: 'Usos típicos',
        heading: `Dónde se usan ${props.useHeading}`,
        layout: 'checks',
        items: items(props.uses),
      }),
      related('Completa tu pedido', props.related),
      makes,
      quote(props.product),
    ],
  })
}

const competitive: [string, string?][] = [
  ['Fabricantes directos', 'Sin intermediarios: precio de planta y control de calidad propio.'],
  ['Existencia inmediata', 'Las medidas de línea en existencia se entregan de inmediato.'],
  ['A la medida en 4 días hábiles', 'Piezas especiales con cantidad mínima.'],
  ['Asesoría técnica', 'Más de 20 años identificando piezas por muestra o medida.'],
]

export const bushings = familyPage({
  slug: 'casquillos-automotrices',
  path: '/casquillos-automotrices',
  title: 'Casquillos Automotrices',
  seo: {
    title: 'Casquillos automotrices de acero y latón',
    description:
      'Casquillos de acero y de latón para reparar cuerdas barridas en monoblock, cabeza, cárter y carrocería.',
  },
  heading: 'Casquillos automotrices',
  lead: 'Casquillos de acero, más resistentes, y de latón, más suaves, para reparar cuerdas barridas.',
  introHeading: 'Una cuerda barrida tiene arreglo',
  featuresHeading: 'Cómo es un casquillo Fijamex',
  useHeading: 'los casquillos',
  intro: `
Una cuerda barrida no obliga a cambiar la pieza. Con un casquillo roscado, el taller recupera el barreno de un monoblock, una cabeza o un cárter y vuelve a apretar al par original.
Fabricamos casquillos en acero y en latón, en medidas métricas y estándar, para talleres de motor, rectificadoras y refaccionarias.
`,
  whatTheyAre: `
Son bujes con rosca por fuera y por dentro. Se rebaja el barreno dañado, se rosca el casquillo en su lugar y queda una cuerda nueva de la medida original.
- **Acero:** más resistente, para tornillos de alto par como los de cabeza o los de suspensión.
- **Latón:** más suave, para aluminio y para tapones que se quitan seguido, como el del cárter.
`,
  whatHeading: '¿Qué son los casquillos?',
  drawing: 'bushing',
  parts: bushingParts,
  features: [
    ['Rosca doble', 'Exterior para fijarse al barreno, interior de la medida original.'],
    ['Dos materiales', 'Acero para alto par y latón para aluminio.'],
    ['Medidas de línea', 'Métricas y estándar de uso automotriz.'],
  ],
  finishes: [['Acero natural'], ['Latón'], ['Zinc'], ['Pavonado']],
  competitive,
  uses: [
    ['Tapón de cárter barrido'],
    ['Bujías y sensores en cabeza de aluminio'],
    ['Monoblock y múltiples'],
    ['Carrocería y chasis'],
  ],
  related: ['rondanas', 'abrazaderas', 'otros'],
  product: 'casquillos',
})

export const clamps = familyPage({
  slug: 'abrazaderas-automotrices',
  path: '/abrazaderas-automotrices',
  title: 'Abrazaderas Automotrices',
  seo: {
    title: 'Abrazaderas automotrices inoxidables y galvanizadas',
    description:
      'Abrazaderas de acero inoxidable y galvanizado para mangueras y tubos de auto, camión y maquinaria.',
  },
  heading: 'Abrazaderas automotrices',
  lead: 'Abrazaderas de acero inoxidable y galvanizado para mangueras y tubería.',
  introHeading: 'Mangueras firmes, sin fugas',
  featuresHeading: 'Cómo trabaja una buena abrazadera',
  useHeading: 'las abrazaderas',
  intro: `
Una abrazadera floja es una fuga de anticongelante, de combustible o de aire. Surtimos abrazaderas de sinfín, de resorte y de uña en acero inoxidable y galvanizado, en diámetros para auto, camión y maquinaria.
`,
  whatTheyAre: `
Son bandas metálicas que aprietan una manguera contra su tubo o conexión para que no se zafe ni fugue.
- **Acero inoxidable:** no se oxida; para radiador, combustible y zonas con humedad.
- **Acero galvanizado:** económico y resistente, para uso general y admisión de aire.
`,
  whatHeading: '¿Qué son las abrazaderas?',
  drawing: 'clamp',
  parts: clampParts,
  features: [
    ['Apriete parejo', 'La banda reparte la presión alrededor de la manguera.'],
    ['Amplio rango', 'Diámetros desde mangueras de vacío hasta escapes y admisión.'],
    ['Reutilizables', 'Las de sinfín se aflojan y vuelven a apretar.'],
  ],
  finishes: [['Acero inoxidable'], ['Galvanizado'], ['Zinc']],
  competitive,
  uses: [
    ['Mangueras de radiador y calefacción'],
    ['Líneas de combustible'],
    ['Admisión de aire y turbo'],
    ['Tubería de maquinaria y equipo'],
  ],
  related: ['casquillos', 'terminales', 'otros'],
  product: 'abrazaderas',
})

export const others = familyPage({
  slug: 'otros-productos-automotrices',
  path: '/otros-productos-automotrices',
  title: 'Otros Productos',
  seo: {
    title: 'Cuñas, herrajes, grapas y filtros automotrices',
    description:
      'Cuñas de media luna, herrajes, grapas y filtros para completar tu pedido de sujeción en un solo lugar.',
  },
  heading: 'Otros productos automotrices',
  lead: 'Cuñas de media luna, herrajes, grapas y filtros para surtir tu taller en una sola compra.',
  introHeading: 'Todo tu pedido en una sola compra',
  featuresHeading: 'Por qué pedirlos junto con tu surtido',
  useHeading: 'estas piezas',
  intro: `
Además de nuestras líneas principales surtimos las piezas pequeñas que completan un servicio: cuñas, herrajes, grapas y filtros. Agrégalas a tu pedido y recíbelo todo junto.
`,
  whatTheyAre: `
- **Cuñas de media luna:** fijan poleas y engranes a su eje.
- **Herrajes:** tornillería, pasadores y soportes de carrocería y suspensión.
- **Grapas:** sujetan vestiduras, defensas y molduras.
- **Filtros:** de aceite, aire y combustible para mantenimiento.
`,
  whatHeading: '¿Qué incluye esta línea?',
  drawing: 'wedge',
  parts: otherParts,
  features: [
    ['Un solo proveedor', 'Completa tu pedido sin buscar en varias refaccionarias.'],
    ['Medidas de línea', 'Las piezas de mayor rotación en existencia.'],
    ['Por pieza o por caja', 'Mostrador desde 10 piezas y mayoreo.'],
  ],
  finishes: [['Zinc'], ['Pavonado'], ['Negro'], ['Galvanizado']],
  competitive,
  uses: [
    ['Poleas y engranes'],
    ['Carrocería y vestiduras'],
    ['Servicio de mantenimiento'],
    ['Reparación de suspensión'],
  ],
  related: ['casquillos', 'abrazaderas', 'seguros'],
  product: 'productos',
})
