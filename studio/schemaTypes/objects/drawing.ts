import { defineField, defineType } from 'sanity'

/**
 * The pictures the site can show beside a text: each product family's render and the scenes of
 * the company and the posts, named in src/picture-files/picture-names.ts; a test keeps both
 * lists equal.
 */
export const drawingOptions = [
  { title: 'Perno para puerta con buje', value: 'pin' },
  { title: 'Birlo', value: 'stud' },
  { title: 'Birlo extrapesado', value: 'heavyStud' },
  { title: 'Tuerca', value: 'nut' },
  { title: 'Kit de frenos (resortes, pasador y clip)', value: 'brakeKit' },
  { title: 'Tornillo caliper', value: 'caliperBolt' },
  { title: 'Terminal de batería', value: 'batteryTerminal' },
  { title: 'Rondana', value: 'washer' },
  { title: 'Seguros (exterior, interior y tipo E)', value: 'clip' },
  { title: 'Casquillo', value: 'bushing' },
  { title: 'Abrazadera', value: 'clamp' },
  { title: 'Cuña de media luna', value: 'wedge' },
  { title: 'La empresa: mostrador con piezas listas para entregar', value: 'about' },
  { title: 'Paso: buscar en el catálogo desde el teléfono', value: 'browse' },
  { title: 'Paso: pedir la cotización', value: 'quote' },
  { title: 'Paso: pagar el anticipo y recibir el pedido', value: 'deliver' },
  { title: 'Entrada: medir un perno con vernier', value: 'measurePin' },
  { title: 'Entrada: birlo y peine de roscas', value: 'studThread' },
  { title: 'Entrada: acabados lado a lado', value: 'finishes' },
  { title: 'Entrada: número de parte original', value: 'oeNumber' },
]

/**
 * A named type, so that TypeGen writes the list once (`Drawing`) and every field and query
 * result refers to it.
 */
export const drawing = defineType({
  name: 'drawing',
  title: 'Imagen',
  type: 'string',
  options: { list: drawingOptions },
  validation: (rule) => rule.error('Elige una imagen de la lista.'),
})

export const drawingField = defineField({
  name: 'drawing',
  title: 'Imagen',
  description:
    'Opcional. La imagen de la familia de producto (o de la empresa) que acompaña el texto; cada imagen muestra una sola cosa.',
  type: 'drawing',
  validation: (rule) => rule.error('Elige una imagen de la lista.'),
})
