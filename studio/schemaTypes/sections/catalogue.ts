import { defineField, defineType } from 'sanity'
import { anchorField } from '../objects/anchor'

export const catalogue = defineType({
  name: 'catalogue',
  title: 'Catálogo de pernos',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Título',
      description:
        'El título sobre el catálogo filtrable, por ejemplo "Catálogo de pernos". Los pernos salen del catálogo, no de aquí: «Piezas del catálogo», en Contenido, dice dónde se corrigen.',
      type: 'string',
      validation: (rule) =>
        rule.required().max(90).error('Escribe el título, de hasta 90 caracteres.'),
    }),
    defineField({
      name: 'intro',
      title: 'Introducción',
      description:
        'Opcional. Uno o dos renglones bajo el título que explican cómo filtrar por marca y modelo.',
      type: 'text',
      rows: 3,
    }),
    anchorField,
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title, subtitle: 'Catálogo de pernos' }),
  },
})
