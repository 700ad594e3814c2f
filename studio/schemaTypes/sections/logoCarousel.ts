import { defineArrayMember, defineField, defineType } from 'sanity'
import { anchorField } from '../objects/anchor'
import { headingField, introField } from './fields'

export const logoCarousel = defineType({
  name: 'logoCarousel',
  title: 'Carrusel de marcas de autos',
  type: 'object',
  fields: [
    headingField('Opcional. Por ejemplo «Piezas para las marcas que más circulan».', false),
    introField(),
    defineField({
      name: 'brands',
      title: 'Marcas',
      description: 'Nombres de marcas de autos; se muestran como texto, sin logotipos.',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) =>
        rule.required().min(6).unique().error('Escribe al menos 6 marcas, sin repetir ninguna.'),
    }),
    anchorField,
  ],
  preview: {
    select: { brands: 'brands' },
    prepare: ({ brands }) => ({ title: (brands ?? []).join(', '), subtitle: 'Marcas' }),
  },
})
