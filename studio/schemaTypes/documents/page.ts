import { defineArrayMember, defineField, defineType } from 'sanity'
import { sectionTypeNames } from '../sections'

/** A page of the site; its path is its identity and must match a route of the site. */
export const page = defineType({
  name: 'page',
  title: 'Página',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Nombre de la página',
      description: 'Nombre interno y título por defecto.',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'path',
      title: 'Ruta',
      description:
        'La dirección de la página en el sitio, por ejemplo /tornillo-caliper. No la cambies.',
      type: 'string',
      readOnly: ({ document }) => Boolean(document?._createdAt),
      validation: (rule) => rule.required().regex(/^\/[a-z0-9-]*$/, { name: 'ruta' }),
    }),
    defineField({
      name: 'seo',
      title: 'SEO',
      description: 'Título, descripción e imagen para buscadores y al compartir.',
      type: 'seo',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'sections',
      title: 'Secciones',
      description: 'Los bloques de la página, en orden.',
      type: 'array',
      of: sectionTypeNames.map((type) => defineArrayMember({ type })),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'path' } },
})
