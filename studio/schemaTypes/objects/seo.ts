import { defineField, defineType } from 'sanity'

export const seo = defineType({
  name: 'seo',
  title: 'En Google y al compartir',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Título para buscadores',
      description:
        'El título azul que muestra Google y el que se ve al compartir el enlace por WhatsApp. Hasta 70 caracteres.',
      type: 'string',
      validation: (rule) =>
        rule.required().max(70).error('Escribe el título para buscadores, de hasta 70 caracteres.'),
    }),
    defineField({
      name: 'description',
      title: 'Descripción para buscadores',
      description:
        'Una o dos frases bajo ese título en Google y al compartir, que invitan a abrir la página. Hasta 170 caracteres.',
      type: 'text',
      rows: 3,
      validation: (rule) =>
        rule
          .required()
          .max(170)
          .error('Escribe la descripción para buscadores, de hasta 170 caracteres.'),
    }),
    defineField({
      name: 'image',
      title: 'Imagen al compartir',
      description: 'Imagen de 1200 × 630 px que se ve al compartir el enlace.',
      type: 'image',
      fields: [
        defineField({
          name: 'alt',
          title: 'Texto alternativo',
          description: 'Describe la imagen para quien no puede verla.',
          type: 'string',
          validation: (rule) =>
            rule.required().error('Describe la imagen para quien no puede verla.'),
        }),
      ],
    }),
  ],
})
