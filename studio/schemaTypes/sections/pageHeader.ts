import { defineField, defineType } from 'sanity'
import { anchorField } from '../objects/anchor'

export const pageHeader = defineType({
  name: 'pageHeader',
  title: 'Encabezado de página',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Título',
      description: 'El título grande de la página (H1).',
      type: 'string',
      validation: (rule) => rule.required().max(90),
    }),
    defineField({
      name: 'lead',
      title: 'Entrada',
      description: 'Uno o dos renglones bajo el título que resumen la página.',
      type: 'text',
      rows: 3,
    }),
    anchorField,
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title, subtitle: 'Encabezado' }),
  },
})
