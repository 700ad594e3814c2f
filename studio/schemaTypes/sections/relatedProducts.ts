import { defineArrayMember, defineField, defineType } from 'sanity'
import { anchorField } from '../objects/anchor'
import { drawingField } from '../objects/drawing'
import { headingField, introField } from './fields'

export const relatedProducts = defineType({
  name: 'relatedProducts',
  title: 'Productos relacionados',
  type: 'object',
  fields: [
    headingField(),
    introField(),
    defineField({
      name: 'items',
      title: 'Productos',
      description: 'Enlaces a otras páginas de producto.',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'relatedProduct',
          title: 'Producto',
          type: 'object',
          fields: [
            defineField({
              name: 'path',
              title: 'Página',
              description: 'La ruta de la página de producto, por ejemplo /rondanas-cobre.',
              type: 'string',
              validation: (rule) =>
                rule
                  .required()
                  .regex(/^\/[a-z0-9-]+$/, { name: 'ruta' })
                  .error(
                    'Escribe la ruta de la página en minúsculas, con guiones, por ejemplo /rondanas-cobre.',
                  ),
            }),
            defineField({
              name: 'label',
              title: 'Nombre',
              description: 'Cómo se llama el producto en la tarjeta.',
              type: 'string',
              validation: (rule) => rule.required().error('Escribe el nombre del producto.'),
            }),
            defineField({
              name: 'text',
              title: 'Descripción',
              description: 'Opcional. Un renglón.',
              type: 'string',
            }),
            drawingField,
          ],
          preview: { select: { title: 'label', subtitle: 'path' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).error('Agrega al menos un producto.'),
    }),
    anchorField,
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title, subtitle: 'Productos relacionados' }),
  },
})
