import { defineArrayMember, defineField, defineType } from 'sanity'
import { anchorField } from '../objects/anchor'
import { drawingField } from '../objects/drawing'
import { eyebrowField, headingField, hrefField } from './fields'

export const hero = defineType({
  name: 'hero',
  title: 'Portada con botones',
  type: 'object',
  fields: [
    eyebrowField,
    headingField(
      'El título grande con que empieza la página; Google lo lee como el tema de la página. Una portada por página.',
    ),
    defineField({
      name: 'lead',
      title: 'Entrada',
      description: 'Dos o tres renglones que explican qué encuentra aquí el cliente.',
      type: 'text',
      rows: 3,
    }),
    defineField({
      name: 'points',
      title: 'Datos clave',
      description:
        'Opcional. Frases cortas con viñeta, por ejemplo «Venta de mostrador desde 10 piezas».',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
    }),
    defineField({
      name: 'actions',
      title: 'Botones',
      description: 'Uno o dos botones, por ejemplo «Ver catálogo» y «Solicitar cotización».',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'heroAction',
          title: 'Botón',
          type: 'object',
          fields: [
            defineField({
              name: 'label',
              title: 'Texto del botón',
              description: 'Un verbo y un objeto: «Ver catálogo».',
              type: 'string',
              validation: (rule) =>
                rule
                  .required()
                  .max(40)
                  .error('Escribe el texto del botón, de hasta 40 caracteres.'),
            }),
            hrefField(),
            defineField({
              name: 'style',
              title: 'Estilo',
              description: 'Lleno (principal), con contorno, blanco o verde de WhatsApp.',
              type: 'string',
              options: {
                list: [
                  { title: 'Principal', value: 'primary' },
                  { title: 'Contorno', value: 'outline' },
                  { title: 'Blanco', value: 'light' },
                  { title: 'WhatsApp', value: 'whatsapp' },
                ],
              },
              initialValue: 'primary',
              validation: (rule) => rule.required().error('Elige el estilo del botón.'),
            }),
          ],
        }),
      ],
      validation: (rule) => rule.max(3).error('Hasta 3 botones.'),
    }),
    drawingField,
    anchorField,
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title, subtitle: 'Portada' }),
  },
})
