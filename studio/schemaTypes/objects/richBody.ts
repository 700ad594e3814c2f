import { defineArrayMember, defineField, defineType } from 'sanity'

/**
 * Portable text as the site renders it: paragraphs, subtitles, lists, bold, italic and links. A
 * named type, so that TypeGen writes its blocks once (`RichBody`).
 */
export const richBody = defineType({
  name: 'richBody',
  title: 'Texto',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [
        { title: 'Párrafo', value: 'normal' },
        { title: 'Subtítulo', value: 'h2' },
        { title: 'Subtítulo menor', value: 'h3' },
      ],
      lists: [
        { title: 'Viñetas', value: 'bullet' },
        { title: 'Numerada', value: 'number' },
      ],
      marks: {
        decorators: [
          { title: 'Negritas', value: 'strong' },
          { title: 'Cursivas', value: 'em' },
        ],
        annotations: [
          defineArrayMember({
            name: 'link',
            title: 'Enlace',
            type: 'object',
            fields: [
              defineField({
                name: 'href',
                title: 'Dirección',
                description:
                  'Una ruta del sitio (/contacto-ventas-pernos-birlos) o una dirección completa.',
                type: 'string',
                validation: (rule) =>
                  rule.required().error('Escribe la ruta o la dirección del enlace.'),
              }),
            ],
          }),
        ],
      },
    }),
  ],
})

export const richBodyField = (description: string) =>
  defineField({
    name: 'body',
    title: 'Texto',
    description,
    type: 'richBody',
    validation: (rule) => rule.required().min(1).error('Escribe el texto: al menos un párrafo.'),
  })
