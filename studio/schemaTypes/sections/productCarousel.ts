import { defineArrayMember, defineField, defineType } from 'sanity'
import { anchorField } from '../objects/anchor'
import { drawingField } from '../objects/drawing'
import { eyebrowField, headingField, hrefField, introField } from './fields'

export const productCarousel = defineType({
  name: 'productCarousel',
  title: 'Carrusel de categorías',
  type: 'object',
  fields: [
    eyebrowField,
    headingField(),
    introField(),
    defineField({
      name: 'items',
      title: 'Categorías',
      description:
        'Cada tarjeta lleva a la página de su familia de productos. Pasan cada 4 segundos.',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'productCarouselItem',
          title: 'Categoría',
          type: 'object',
          fields: [
            defineField({
              name: 'title',
              title: 'Nombre',
              description: 'El nombre de la familia, por ejemplo «Birlos automotrices».',
              type: 'string',
              validation: (rule) => rule.required().error('Escribe el nombre de la familia.'),
            }),
            defineField({
              name: 'text',
              title: 'Descripción',
              description: 'Un renglón sobre lo que incluye.',
              type: 'text',
              rows: 2,
            }),
            hrefField(),
            drawingField,
          ],
          preview: { select: { title: 'title', subtitle: 'href' } },
        }),
      ],
      validation: (rule) => rule.required().min(4).error('Agrega al menos 4 categorías.'),
    }),
    anchorField,
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title, subtitle: 'Carrusel de categorías' }),
  },
})
