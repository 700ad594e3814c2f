import { defineArrayMember, defineField, defineType } from 'sanity'
import { anchorField } from '../objects/anchor'

const date = defineField({
  name: 'date',
  title: 'Fecha',
  description: 'Fecha de publicación.',
  type: 'date',
  validation: (rule) => rule.required(),
})

export const blogTemplate = defineType({
  name: 'blogTemplate',
  title: 'Plantilla del blog',
  type: 'object',
  fields: [
    defineField({
      name: 'posts',
      title: 'Entradas',
      description: 'Las entradas que se muestran en la primera página.',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'blogPost',
          title: 'Entrada',
          type: 'object',
          fields: [
            defineField({
              name: 'title',
              title: 'Título',
              description: 'El título de la entrada.',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
            date,
            defineField({
              name: 'author',
              title: 'Autor',
              description: 'Quién la escribe.',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'excerpt',
              title: 'Resumen',
              description: 'Dos a cuatro renglones.',
              type: 'text',
              rows: 4,
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'readingMinutes',
              title: 'Minutos de lectura',
              description: 'Opcional.',
              type: 'number',
            }),
          ],
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'popular',
      title: 'Entradas populares',
      description: 'Títulos de la barra lateral.',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'popularPost',
          title: 'Entrada popular',
          type: 'object',
          fields: [
            defineField({
              name: 'title',
              title: 'Título',
              description: 'El título de la entrada.',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
            date,
          ],
        }),
      ],
    }),
    defineField({
      name: 'tags',
      title: 'Etiquetas',
      description: 'Temas del blog.',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
    }),
    defineField({
      name: 'pageCount',
      title: 'Número de páginas',
      description: 'Cuántos enlaces de página se muestran al pie (1 a 3).',
      type: 'number',
      initialValue: 3,
      validation: (rule) => rule.required().min(1).max(10).integer(),
    }),
    anchorField,
  ],
  preview: { prepare: () => ({ title: 'Plantilla del blog' }) },
})
