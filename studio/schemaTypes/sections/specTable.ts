import { defineArrayMember, defineField, defineType } from 'sanity'
import { anchorField } from '../objects/anchor'
import { eyebrowField, headingField, introField } from './fields'

type Row = { cells?: string[] }

export const specTable = defineType({
  name: 'specTable',
  title: 'Tabla de medidas',
  type: 'object',
  fields: [
    eyebrowField,
    headingField('Por ejemplo «Medidas de birlos para rueda».'),
    introField(),
    defineField({
      name: 'columns',
      title: 'Columnas',
      description: 'Los encabezados, en orden: «Clave», «Rosca», «Largo»… De 2 a 6 columnas.',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'string',
          validation: (rule) =>
            rule
              .required()
              .max(24)
              .error('Escribe el nombre de la columna, de hasta 24 caracteres.'),
        }),
      ],
      validation: (rule) =>
        rule
          .required()
          .min(2)
          .max(6)
          .unique()
          .error('Agrega de 2 a 6 columnas, sin repetir ninguna.'),
    }),
    defineField({
      name: 'rows',
      title: 'Filas',
      description: 'Una fila por pieza, con un valor para cada columna, en el mismo orden.',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'specRow',
          title: 'Fila',
          type: 'object',
          fields: [
            defineField({
              name: 'cells',
              title: 'Valores',
              description: 'Un valor por columna, en el orden de las columnas.',
              type: 'array',
              of: [defineArrayMember({ type: 'string' })],
              validation: (rule) => rule.required().error('Escribe un valor por columna.'),
            }),
          ],
          preview: {
            select: { cells: 'cells' },
            prepare: ({ cells }: { cells?: string[] }) => ({
              title: (cells ?? []).join(' · ') || 'Fila vacía',
            }),
          },
        }),
      ],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .custom((rows: Row[] | undefined, context) => {
            const columns = (context.parent as { columns?: string[] } | undefined)?.columns ?? []
            const index = (rows ?? []).findIndex(
              (row) => (row.cells ?? []).length !== columns.length,
            )
            // An object keeps its message; the rule's own one is for the checks above.
            return index === -1
              ? true
              : {
                  message: `La fila ${index + 1} debe tener ${columns.length} valores, uno por columna.`,
                }
          })
          .error('Agrega al menos una fila.'),
    }),
    anchorField,
  ],
  preview: {
    select: { title: 'heading', rows: 'rows' },
    prepare: ({ title, rows }: { title?: string; rows?: unknown[] }) => ({
      title: title || 'Tabla sin título',
      subtitle: `Tabla de medidas · ${(rows ?? []).length} filas`,
    }),
  },
})
