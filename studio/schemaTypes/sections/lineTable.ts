import { defineArrayMember, defineField, defineType } from 'sanity'
import { isLineId, productLine } from '../../../src/catalogue/lines'
import { allColumnChoices, columnsOf } from '../../../src/sections/line-table/columns'
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../src/sections/line-table/page-size'
import { anchorField } from '../objects/anchor'
import { lineOptions } from '../objects/product-line'
import { optionTitle } from '../option-title'
import { eyebrowField, headingField, introField } from './fields'

const title = 'Tabla de piezas de una línea'
const columnOptions = allColumnChoices()

/** 'Rosca, Largo y Tipo' (or '6, 12 o 24'): a Spanish list. */
function spanishList(words: readonly string[], last = 'y'): string {
  return words.length < 2
    ? (words[0] ?? '')
    : `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)}`
}

/** The first column the section chose that its line does not have, with a message; true if none. */
export function checkColumns(columns: readonly string[] | undefined, line: unknown): true | string {
  if (!columns?.length || !isLineId(line)) return true
  const available = columnsOf(line)
  const wrong = columns.find((column) => !available.some((choice) => choice.column === column))
  if (wrong === undefined) return true
  const name = optionTitle(columnOptions, wrong)?.split(' · ')[0] ?? wrong
  return `«${name}» no es una columna de ${productLine(line).name}. Elige entre ${spanishList(available.map((choice) => choice.label))}.`
}

export const lineTable = defineType({
  name: 'lineTable',
  title,
  type: 'object',
  fields: [
    eyebrowField,
    headingField('Por ejemplo «Birlos por clave».'),
    introField(),
    defineField({
      name: 'line',
      title: 'Línea de productos',
      description:
        'La tabla lista todas las piezas de esta línea, con su clave, sus medidas y los botones para cotizarlas. Las piezas no se escriben aquí: salen del catálogo, y «Piezas del catálogo», en Contenido, dice cómo pedir que se agregue o corrija una.',
      type: 'productLineId',
      validation: (rule) => rule.required().error('Elige la línea de productos de la tabla.'),
    }),
    defineField({
      name: 'columns',
      title: 'Columnas',
      description:
        'Opcional. Qué medidas y datos muestra cada pieza después de su clave, en este orden (arrastra para ordenarlas); de 1 a 6. Sin columnas, la tabla muestra las medidas de la línea. Posición, Piezas por paquete, Acabado, Material y Aplicaciones sirven para cualquier línea; los valores vienen del catálogo.',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'string',
          title: 'Columna',
          options: { list: columnOptions },
          validation: (rule) => rule.required().error('Elige una columna de la lista.'),
        }),
      ],
      validation: (rule) =>
        rule
          .max(6)
          .unique()
          .custom((columns: string[] | undefined, context) => {
            const line = (context.parent as { line?: unknown } | undefined)?.line
            const problem = checkColumns(columns, line)
            // An object keeps its message; the rule's own one is for the checks above.
            return problem === true ? true : { message: problem }
          })
          .error('Elige hasta 6 columnas, sin repetir ninguna.'),
    }),
    defineField({
      name: 'pageSize',
      title: 'Piezas por página',
      description: `Cuántas piezas muestra la tabla al abrir la página, y cuántas más cada vez que el visitante pulsa «Mostrar más». Sin elegir: ${DEFAULT_PAGE_SIZE}.`,
      type: 'number',
      options: {
        list: PAGE_SIZES.map((size) => ({ title: String(size), value: size })),
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: DEFAULT_PAGE_SIZE,
      // The list's own check (a value off it) takes this message too.
      validation: (rule) =>
        rule
          .integer()
          .error(`Elige ${spanishList(PAGE_SIZES.map(String), 'o')} piezas por página.`),
    }),
    anchorField,
  ],
  preview: {
    select: { heading: 'heading', line: 'line' },
    prepare: ({ heading, line }: { heading?: string; line?: string }) => {
      const name = optionTitle(lineOptions, line)
      return {
        title: heading || 'Tabla sin título',
        subtitle: name ? `${title} · ${name}` : title,
      }
    },
  },
})
