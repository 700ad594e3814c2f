import { defineArrayMember, defineField, defineType } from 'sanity'
import { anchorField } from '../objects/anchor'

export const marquee = defineType({
  name: 'marquee',
  title: 'Cinta en movimiento',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Nombre para lectores de pantalla',
      description: 'No se ve: describe la cinta para quien usa un lector de pantalla.',
      type: 'string',
    }),
    defineField({
      name: 'items',
      title: 'Palabras',
      description: 'Frases de dos o tres palabras que pasan de lado a lado.',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) =>
        rule.required().min(3).unique().error('Escribe al menos 3 palabras, sin repetir ninguna.'),
    }),
    anchorField,
  ],
  preview: {
    select: { items: 'items' },
    prepare: ({ items }) => ({ title: (items ?? []).join(' · '), subtitle: 'Cinta' }),
  },
})
