import { defineField, defineType } from 'sanity'
import { anchorField } from '../objects/anchor'
import { claimsField, headingField } from './fields'

export const counters = defineType({
  name: 'counters',
  title: 'Franja de cifras',
  type: 'object',
  fields: [
    headingField('Opcional. Un título sobre las cifras.', false),
    claimsField('Las cifras que se muestran, en orden. Se editan en «Cifras».', true),
    defineField({
      name: 'tone',
      title: 'Fondo',
      description: 'Azul (franja destacada) o gris claro.',
      type: 'string',
      options: {
        list: [
          { title: 'Azul', value: 'blue' },
          { title: 'Gris claro', value: 'light' },
        ],
      },
      initialValue: 'blue',
      validation: (rule) => rule.error('Elige el fondo de la lista.'),
    }),
    anchorField,
  ],
  preview: { prepare: () => ({ title: 'Cifras' }) },
})
