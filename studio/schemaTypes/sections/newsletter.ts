import { defineField, defineType } from 'sanity'
import { anchorField } from '../objects/anchor'

export const newsletter = defineType({
  name: 'newsletter',
  title: 'Boletín (suscripción)',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Título',
      description: 'El título de la caja de suscripción, por ejemplo «Recibe nuestras novedades».',
      type: 'string',
      validation: (rule) =>
        rule.required().max(90).error('Escribe el título, de hasta 90 caracteres.'),
    }),
    defineField({
      name: 'text',
      title: 'Texto',
      description: 'Opcional. Un renglón sobre lo que recibirá quien se suscriba.',
      type: 'text',
      rows: 2,
    }),
    anchorField,
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title, subtitle: 'Boletín' }),
  },
})
