import { defineArrayMember, defineField, defineType } from 'sanity'
import { anchorField } from '../objects/anchor'
import { drawingField } from '../objects/drawing'
import { optionTitle } from '../option-title'
import { eyebrowField, headingField, introField } from './fields'

const layouts = [
  { title: 'Tarjetas', value: 'cards' },
  { title: 'Palomitas', value: 'checks' },
  { title: 'Etiquetas', value: 'chips' },
  { title: 'Numerada', value: 'numbered' },
]

/** One list type for features, finishes, advantages, uses, why-us cards, stud types... */
export const featureList = defineType({
  name: 'featureList',
  title: 'Lista (características, acabados, ventajas, usos…)',
  type: 'object',
  fields: [
    eyebrowField,
    headingField(),
    introField(),
    defineField({
      name: 'layout',
      title: 'Presentación',
      description:
        'Tarjetas (textos de dos o tres renglones), palomitas (listas), etiquetas (nombres cortos como acabados) o numerada.',
      type: 'string',
      options: {
        list: layouts,
        layout: 'radio',
      },
      initialValue: 'cards',
      validation: (rule) => rule.required().error('Elige la presentación.'),
    }),
    defineField({
      name: 'items',
      title: 'Elementos',
      description: 'Cada elemento tiene un título corto y, si hace falta, una explicación.',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'featureItem',
          title: 'Elemento',
          type: 'object',
          fields: [
            defineField({
              name: 'title',
              title: 'Título',
              description: 'Pocas palabras, por ejemplo «Cromado».',
              type: 'string',
              validation: (rule) =>
                rule.required().max(80).error('Escribe el título, de hasta 80 caracteres.'),
            }),
            defineField({
              name: 'text',
              title: 'Explicación',
              description: 'Opcional. Uno a tres renglones.',
              type: 'text',
              rows: 3,
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'text' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).error('Agrega al menos un elemento.'),
    }),
    drawingField,
    anchorField,
  ],
  preview: {
    select: { title: 'heading', layout: 'layout' },
    prepare: ({ title, layout }) => ({
      title: title ?? 'Lista',
      subtitle: `Lista · ${optionTitle(layouts, layout ?? 'cards') ?? 'Tarjetas'}`,
    }),
  },
})
