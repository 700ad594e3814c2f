import { defineField, defineType } from 'sanity'
import { anchorField } from '../objects/anchor'
import { drawingField } from '../objects/drawing'
import { richBodyField } from '../objects/richBody'
import { claimsField, eyebrowField, headingField } from './fields'

export const richText = defineType({
  name: 'richText',
  title: 'Texto',
  type: 'object',
  fields: [
    eyebrowField,
    headingField('Opcional. El título de la sección.', false),
    richBodyField('El texto, con subtítulos, listas, negritas y enlaces.'),
    drawingField,
    claimsField('Opcional. Cifras animadas bajo el texto (se editan en «Cifras»).'),
    defineField({
      name: 'tone',
      title: 'Fondo',
      description: 'Blanco o gris claro, para separar secciones seguidas.',
      type: 'string',
      options: {
        list: [
          { title: 'Blanco', value: 'light' },
          { title: 'Gris claro', value: 'steel' },
        ],
      },
      initialValue: 'light',
      validation: (rule) => rule.error('Elige el fondo de la lista.'),
    }),
    defineField({
      name: 'updated',
      title: 'Última actualización',
      description:
        'Opcional. La fecha en que cambió el contenido de este texto (un aviso legal, por ejemplo); se muestra al final.',
      type: 'date',
    }),
    anchorField,
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title: title ?? 'Texto', subtitle: 'Texto' }),
  },
})
