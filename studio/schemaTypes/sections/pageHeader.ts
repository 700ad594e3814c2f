import { defineField, defineType } from 'sanity'
import { anchorField } from '../objects/anchor'
import { drawingField } from '../objects/drawing'

export const pageHeader = defineType({
  name: 'pageHeader',
  title: 'Encabezado de página',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Título',
      description:
        'El título grande con que empieza la página; Google lo lee como el tema de la página.',
      type: 'string',
      validation: (rule) =>
        rule.required().max(90).error('Escribe el título, de hasta 90 caracteres.'),
    }),
    defineField({
      name: 'lead',
      title: 'Entrada',
      description: 'Uno o dos renglones bajo el título que resumen la página.',
      type: 'text',
      rows: 3,
    }),
    defineField({
      ...drawingField,
      description:
        'Opcional. El dibujo de la familia de producto, a la derecha del título en pantallas anchas.',
    }),
    anchorField,
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title, subtitle: 'Encabezado' }),
  },
})
