import { ImageIcon } from '@sanity/icons/Image'
import { defineField, defineType } from 'sanity'
import { productLines } from '../../../src/catalogue/lines'
import { photoField } from './photo-field'

/** The photograph in a product line's page header. */
export const linePhotos = defineType({
  name: 'linePhotos',
  title: 'Foto de una línea',
  type: 'document',
  icon: ImageIcon,
  fields: [
    defineField({
      name: 'line',
      title: 'Línea',
      type: 'productLineId',
      validation: (rule) => rule.required().error('Elige la línea.'),
    }),
    {
      ...photoField('photo', 'Foto', 'Se ve en el encabezado de la página de la línea.'),
      validation: (rule) => rule.required().error('Sube la foto de la línea.'),
    },
  ],
  preview: {
    select: { line: 'line', media: 'photo' },
    prepare: ({ line, media }) => ({
      title: productLines.find((l) => l.id === line)?.name ?? 'Línea sin elegir',
      media,
    }),
  },
})
