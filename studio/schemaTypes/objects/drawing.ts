import { defineField } from 'sanity'

/**
 * The product-family drawings the site can show, named in
 * src/sections/common/drawing-names.ts; a test keeps both lists equal.
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
]

export const drawingField = defineField({
  name: 'drawing',
  title: 'Dibujo técnico',
  description: 'Opcional. El dibujo de la familia de producto que acompaña el texto.',
  type: 'string',
  options: { list: drawingOptions },
  validation: (rule) => rule.error('Elige un dibujo de la lista.'),
})
