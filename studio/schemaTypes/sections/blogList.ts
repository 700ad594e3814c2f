import { defineField, defineType } from 'sanity'
import { anchorField } from '../objects/anchor'

/** The list of blog posts: newest first, six per page, filtered by tag; posts are documents. */
export const blogList = defineType({
  name: 'blogList',
  title: 'Lista de entradas del blog',
  type: 'object',
  fields: [
    defineField({
      name: 'tagsHeading',
      title: 'Título de las etiquetas',
      description: 'El título sobre la lista de etiquetas, por ejemplo "Temas".',
      type: 'string',
      initialValue: 'Temas',
      validation: (rule) => rule.required().error('Escribe el título de las etiquetas.'),
    }),
    anchorField,
  ],
  preview: {
    prepare: () => ({ title: 'Lista de entradas del blog', subtitle: 'Entradas, páginas y temas' }),
  },
})
