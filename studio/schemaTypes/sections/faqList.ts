import { defineArrayMember, defineField, defineType } from 'sanity'
import { anchorField } from '../objects/anchor'
import { eyebrowField, headingField, introField } from './fields'

export const faqList = defineType({
  name: 'faqList',
  title: 'Preguntas frecuentes',
  type: 'object',
  fields: [
    eyebrowField,
    headingField(),
    introField(),
    defineField({
      name: 'items',
      title: 'Preguntas',
      description: 'Elige las preguntas en orden. Se editan en «Preguntas frecuentes».',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'reference',
          title: 'Pregunta frecuente',
          to: [{ type: 'faq' }],
        }),
      ],
      validation: (rule) =>
        rule.required().min(1).unique().error('Elige al menos una pregunta, sin repetir ninguna.'),
    }),
    anchorField,
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title, subtitle: 'Preguntas frecuentes' }),
  },
})
