import { defineField, defineType } from 'sanity'
import { anchorField } from '../objects/anchor'
import { headingField } from './fields'

export const contactBanner = defineType({
  name: 'contactBanner',
  title: 'Franja de contacto',
  type: 'object',
  fields: [
    headingField('Una invitación a escribir, por ejemplo «¿Necesitas una pieza a la medida?».'),
    defineField({
      name: 'text',
      title: 'Texto',
      description: 'Uno o dos renglones. El teléfono y WhatsApp salen de Ajustes del sitio.',
      type: 'text',
      rows: 2,
    }),
    defineField({
      name: 'buttonLabel',
      title: 'Texto del botón',
      description: 'El botón lleva a Contacto Ventas. Por defecto dice «Escríbenos».',
      type: 'string',
    }),
    anchorField,
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title, subtitle: 'Franja de contacto' }),
  },
})
