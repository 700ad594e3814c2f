import type { ApiApplication, ApiProduct } from '../../../src/catalogue/contract.ts'

/**
 * The stand-in catalogue's products, chosen to be awkward: makes and models with accents,
 * spaces, `/`, `%`, `#`, `&` and `+`, a make and a model that are numbers, a model that two makes
 * share, keys with a space, and measures unlike the real catalogue's.
 */
export type StandInProduct = {
  key: string
  name: string
  tag: string
  note: string
  length: string
  diameter: string
  /** make, model, first and last model year, and the fitment note when there is one */
  fits: [string, string, number, number, string?][]
}

export const STAND_IN_PRODUCTS: StandInProduct[] = [
  {
    key: 'CX-1',
    name: 'Perno de bisagra con buje de latón',
    tag: 'más vendido',
    note: 'Incluye seguro de retención',
    length: '48 mm',
    diameter: '8 mm',
    fits: [
      ['Citroën', 'C3', 2003, 2016],
      ['Mercedes-Benz', 'Clase C / W204', 2008, 2014],
    ],
  },
  {
    key: 'CX-2',
    name: 'Perno de bisagra de puerta',
    tag: '-',
    note: '-',
    length: '120 mm',
    diameter: '16 mm',
    fits: [['Mercedes-Benz', 'Clase C / W204', 2011, 2014]],
  },
  {
    key: 'CX-3',
    name: 'Perno de bisagra inferior reforzado',
    tag: 'nuevo',
    note: 'Con grasera para lubricación',
    length: '75 mm',
    diameter: '12.5 mm',
    fits: [
      ['2024', '100% Eléctrico', 2022, 2024],
      ['2024', '500', 2019, 2024],
    ],
  },
  {
    key: 'CX-4',
    name: 'Perno de puerta trasera',
    tag: '-',
    note: 'Sobremedida de 0.5 mm para bisagras desgastadas',
    length: '52 mm',
    diameter: '7.5 mm',
    fits: [
      ['Alfa Romeo', '#1 Edición', 2015, 2018],
      ['Citroën', 'Berlingo', 1998, 2008],
    ],
  },
  {
    key: 'CX 5',
    name: 'Kit de pernos de bisagra (2 pernos y 4 bujes)',
    tag: 'kit',
    note: 'Incluye bujes de latón y seguros',
    length: '60 mm',
    diameter: '10 mm',
    fits: [
      ['Ram & Dodge', 'Ram 1500+', 2010, 2020],
      ['2024', '500', 2020, 2021],
    ],
  },
  {
    key: 'CX-6',
    name: 'Perno de compuerta de batea',
    tag: '-',
    note: '-',
    length: '95 mm',
    diameter: '9 mm',
    fits: [['Alfa Romeo', '500', 2012, 2013]],
  },
  // Three pins of one car and year, told apart by their measures and fitment notes: the
  // counted journey from the finder to a sent quote runs against this catalogue too.
  {
    key: 'NX-3',
    name: 'Perno de puerta trasera',
    tag: '-',
    note: 'Incluye seguro de retención',
    length: '50 mm',
    diameter: '7 mm',
    fits: [['Nissan', 'Tsuru', 1992, 2017, 'Sedán B13, solo puerta izquierda']],
  },
  {
    key: 'NX-92',
    name: 'Perno de puerta trasera',
    tag: 'más vendido',
    note: '-',
    length: '65 mm',
    diameter: '9.5 mm',
    fits: [['Nissan', 'Tsuru', 1992, 2017, 'Taxi, bisagra trasera reforzada']],
  },
  {
    key: 'NX-98',
    name: 'Perno de puerta trasera',
    tag: '-',
    note: 'Sirve para puerta izquierda o derecha',
    length: '45 mm',
    diameter: '9.5 mm',
    fits: [['Nissan', 'Tsuru', 2001, 2017, 'Desde 2001, bisagra con buje de 9.5 mm']],
  },
]

const years = (from: number, to: number) => (from === to ? String(from) : `${from}–${to}`)

export function apiProduct(product: StandInProduct): ApiProduct {
  return {
    image_producto: '-',
    alt_producto: `${product.name} ${product.key}`,
    clave_producto: product.key,
    etiqueta_producto: product.tag,
    nombre_producto: product.name,
    txt_adicional: product.note,
    largo_producto: product.length,
    diametro_producto: product.diameter,
    aplicaciones_producto: product.fits
      .map(([make, model, from, to]) => `${make} ${model} ${years(from, to)}`)
      .join(' · '),
    // The applications' objects, as the contract sends them: only with a fitment note.
    ...(product.fits.some(([, , , , note]) => note)
      ? {
          aplicaciones_lista_producto: product.fits.map(
            ([marca, modelo, desde, hasta, nota]): ApiApplication =>
              nota ? { marca, modelo, desde, hasta, nota } : { marca, modelo, desde, hasta },
          ),
        }
      : {}),
  }
}
