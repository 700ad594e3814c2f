import { defineArrayMember, defineField, defineType } from 'sanity'
import { anchorField } from '../objects/anchor'
import { drawingField } from '../objects/drawing'
import { eyebrowField, hrefField } from './fields'

export const heroSlider = defineType({
  name: 'heroSlider',
  title: 'Carrusel de portada',
  type: 'object',
  fields: [
    defineField({
      name: 'slides',
      title: 'Diapositivas',
      description:
        'Cambian solas cada 10 segundos. El título de la primera es el título grande de la página, el que Google lee como su tema.',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'heroSlide',
          title: 'Diapositiva',
          type: 'object',
          fields: [
            eyebrowField,
            defineField({
              name: 'heading',
              title: 'Título',
              description: 'Corto y fuerte: se lee en un teléfono.',
              type: 'string',
              validation: (rule) =>
                rule.required().max(80).error('Escribe el título, de hasta 80 caracteres.'),
            }),
            defineField({
              name: 'text',
              title: 'Texto',
              description: 'Uno o dos renglones bajo el título.',
              type: 'text',
              rows: 2,
            }),
            defineField({
              name: 'ctaLabel',
              title: 'Texto del botón',
              description: 'Por ejemplo «Ver pernos para puerta».',
              type: 'string',
              validation: (rule) =>
                rule
                  .required()
                  .max(40)
                  .error('Escribe el texto del botón, de hasta 40 caracteres.'),
            }),
            hrefField('ctaHref', 'Enlace del botón'),
            drawingField,
          ],
          preview: { select: { title: 'heading', subtitle: 'ctaHref' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(6).error('Agrega de 1 a 6 diapositivas.'),
    }),
    anchorField,
  ],
  preview: { prepare: () => ({ title: 'Carrusel de portada' }) },
})
