import { defineType } from 'sanity'
import { productLines } from '../../../src/catalogue/lines'

export const lineOptions = productLines.map((line) => ({ title: line.name, value: line.id }))

/** One of the catalogue's product lines, by its id: a named type, so that TypeGen writes the list
 * once (`ProductLineId`). */
export const productLineId = defineType({
  name: 'productLineId',
  title: 'Línea de productos',
  type: 'string',
  options: { list: lineOptions },
  validation: (rule) => rule.error('Elige una línea de la lista.'),
})
