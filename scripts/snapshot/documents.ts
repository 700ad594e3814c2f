import type { Doc } from './helpers.ts'

/** Site settings: the values the header, footer and contact page read. */
export const siteSettings: Doc = {
  _id: 'siteSettings',
  _type: 'siteSettings',
  businessName: 'Fijamex',
  tagline: 'Pernos y birlos automotrices',
  phone: '5553681427',
  whatsapp: '525553681427',
  whatsappGreeting: 'Hola, quiero cotizar piezas. ¿Me pueden ayudar?',
  salesEmails: ['ventas@fijamex.mx', 'cotizaciones@fijamex.mx'],
  address: {
    _type: 'address',
    street: 'Poniente 134 núm. 620',
    neighborhood: 'Industrial Vallejo',
    borough: 'Azcapotzalco',
    city: 'Ciudad de México',
    postalCode: '02300',
    region: 'CDMX',
    country: 'MX',
  },
  mapUrl: 'https://www.openstreetmap.org/?mlat=19.4897&mlon=-99.1594#map=17/19.4897/-99.1594',
  hours: {
    header: {
      _type: 'hoursReading',
      label: 'Atención y mostrador',
      rows: [
        {
          _key: 'h1',
          _type: 'hoursRow',
          days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
          opens: '09:00',
          closes: '20:00',
        },
      ],
    },
    contact: {
      _type: 'hoursReading',
      label: 'Ventas y envíos',
      rows: [
        {
          _key: 'c1',
          _type: 'hoursRow',
          days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '08:00',
          closes: '17:00',
        },
        { _key: 'c2', _type: 'hoursRow', days: ['Saturday'], opens: '08:00', closes: '15:00' },
      ],
    },
  },
  social: [
    {
      _key: 's1',
      _type: 'socialLink',
      network: 'facebook',
      url: 'https://www.facebook.com/fijamex',
    },
    {
      _key: 's2',
      _type: 'socialLink',
      network: 'instagram',
      url: 'https://www.instagram.com/fijamex',
    },
    {
      _key: 's3',
      _type: 'socialLink',
      network: 'youtube',
      url: 'https://www.youtube.com/@fijamex',
    },
  ],
  overlayDurationMs: 2000,
}

const claimDoc = (
  id: string,
  usage: string,
  label: string,
  value?: number,
  affix: { prefix?: string; suffix?: string } = {},
): Doc => ({
  _id: `claim.${id}`,
  _type: 'claim',
  usage,
  label,
  ...(value === undefined ? {} : { value }),
  ...affix,
})

/** The figures the pages repeat (years, pieces a month, clients, delivery days). */
export const claims: Doc[] = [
  claimDoc('pieces-month', 'Cifras de Pernos para Puerta', 'Piezas fabricadas al mes', 10, {
    suffix: 'K',
  }),
  claimDoc('years', 'Inicio, Pernos para Puerta y Tuercas', 'Años de experiencia', 20, {
    prefix: '+',
  }),
  claimDoc('lead-time', 'Cifras de Pernos para Puerta', 'Fabricación a medida (hábiles)', 4, {
    suffix: ' días',
  }),
  claimDoc('clients-300', 'Cifras de Tuercas Automotrices', 'Clientes satisfechos', 300, {
    prefix: '+',
  }),
  claimDoc(
    'clients',
    'Inicio (Sobre nosotros), Casquillos, Abrazaderas y Otros Productos',
    'Clientes Satisfechos',
    5,
    { suffix: 'k+' },
  ),
  // Counted from the catalogue's sheets when the site is built (src/sections/common/claim.ts).
  {
    ...claimDoc('parts', 'Cifras de Pernos para Puerta y Tuercas', 'Números de parte en catálogo'),
    prefix: '+',
    countsCatalogue: true,
  },
  claimDoc('advice', 'Cifras de Tuercas Automotrices', 'Asesoría técnica y envíos rápidos'),
]

const faqDoc = (id: string, question: string, answer: string): Doc => ({
  _id: `faq.${id}`,
  _type: 'faq',
  question,
  answer,
})

export const faqs: Doc[] = [
  faqDoc(
    'material',
    '¿De qué material están hechos los pernos para puerta?',
    'Son de acero con buje de latón y acabado tropicalizado, que protege contra la corrosión. El latón gira suave contra el acero y evita que la bisagra se desgaste o rechine.',
  ),
  faqDoc(
    'minimum',
    '¿Cuál es la compra mínima?',
    'En el mostrador de nuestra planta en la Ciudad de México vendemos desde 10 piezas. Para envíos pregúntanos el mínimo: fuera de la Ciudad de México enviamos pedidos de más de 3,000 piezas y atendemos pedidos desde $10,000 MXN.',
  ),
  faqDoc(
    'shipping',
    '¿Hacen envíos a todo México?',
    'Sí. Enviamos a toda la República con compra mínima: fuera de la Ciudad de México, a partir de 3,000 piezas. Si estás en la capital puedes recoger tu pedido en el mostrador.',
  ),
  faqDoc(
    'lead-time',
    '¿En cuánto tiempo recibo mi pedido?',
    'Las piezas en existencia se entregan de inmediato. Las fabricadas a la medida están listas en 4 días hábiles a partir de tu anticipo.',
  ),
  faqDoc(
    'custom',
    '¿Pueden fabricar un perno que no está en el catálogo?',
    'Sí. Envíanos la muestra, una foto con medidas o el número de parte y te cotizamos. Las piezas nuevas o fuera de catálogo requieren una cantidad mínima de fabricación.',
  ),
  faqDoc(
    'payment',
    '¿Cómo pago y recibo mi pedido?',
    'Primero te enviamos la cotización. Confirmas con un anticipo y recibes el pedido por paquetería o lo recoges en el mostrador de la planta, en Azcapotzalco.',
  ),
]
