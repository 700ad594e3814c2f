import { defineArrayMember, defineField, defineType } from 'sanity'
import { anchorField } from '../objects/anchor'
import { drawingField } from '../objects/drawing'
import { eyebrowField, headingField, introField } from './fields'

export const processSteps = defineType({
  name: 'processSteps',
  title: 'Pasos del proceso',
  type: 'object',
  fields: [
    eyebrowField,
    headingField(),
    introField(),
    defineField({
      name: 'steps',
      title: 'Pasos',
      description: 'En orden; se numeran solos.',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'processStep',
          title: 'Paso',
          type: 'object',
          fields: [
            defineField({
              name: 'title',
              title: 'Título',
              description: 'El paso en pocas palabras.',
              type: 'string',
              validation: (rule) => rule.required().error('Escribe el título del paso.'),
            }),
            defineField({
              name: 'text',
              title: 'Explicación',
              description: 'Qué hace el cliente en este paso.',
              type: 'text',
              rows: 3,
              validation: (rule) => rule.required().error('Escribe la explicación del paso.'),
            }),
            drawingField,
          ],
        }),
      ],
      validation: (rule) => rule.required().min(2).error('Agrega al menos 2 pasos.'),
    }),
    anchorField,
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title, subtitle: 'Pasos' }),
  },
})
