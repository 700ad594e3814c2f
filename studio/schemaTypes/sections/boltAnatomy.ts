import { defineArrayMember, defineField, defineType } from 'sanity'
import { anchorField } from '../objects/anchor'
import { optionTitle } from '../option-title'
import { headingField } from './fields'

const parts = [
  { title: 'Cabeza', value: 'head' },
  { title: 'Cuerpo', value: 'shank' },
  { title: 'Buje de latón', value: 'bushing' },
  { title: 'Acabado', value: 'finish' },
]

export const boltAnatomy = defineType({
  name: 'boltAnatomy',
  title: 'Ventana «Anatomía del perno»',
  type: 'object',
  fields: [
    headingField('El título de la ventana emergente.'),
    defineField({
      name: 'text',
      title: 'Texto',
      description: 'Uno o dos renglones bajo el título.',
      type: 'text',
      rows: 3,
    }),
    defineField({
      name: 'targetAnchor',
      title: 'Sección que la abre',
      description:
        'El ancla de la sección con cifras que, al verse a la mitad, abre la ventana (por ejemplo sobre-nosotros o cifras).',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .regex(/^[a-z0-9-]+$/, { name: 'ancla' })
          .error(
            'Escribe el ancla de la sección, en minúsculas, con números y guiones, por ejemplo sobre-nosotros.',
          ),
    }),
    defineField({
      name: 'delaySeconds',
      title: 'Espera (segundos)',
      description:
        'Cuánto esperar después de que se ve la sección. En Inicio: 5. No se repite en 24 horas.',
      type: 'number',
      initialValue: 0,
      validation: (rule) =>
        rule
          .required()
          .min(0)
          .max(60)
          .integer()
          .error('Escribe un número entero de segundos, de 0 a 60.'),
    }),
    defineField({
      name: 'parts',
      title: 'Partes señaladas',
      description: 'Cada parte lleva un número en el dibujo y su explicación debajo.',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'boltPart',
          title: 'Parte',
          type: 'object',
          fields: [
            defineField({
              name: 'part',
              title: 'Parte del dibujo',
              description: 'Qué parte del dibujo señala.',
              type: 'string',
              options: {
                list: parts,
              },
              validation: (rule) => rule.required().error('Elige la parte del dibujo.'),
            }),
            defineField({
              name: 'name',
              title: 'Nombre',
              description: 'Cómo se llama la parte.',
              type: 'string',
              validation: (rule) => rule.required().error('Escribe el nombre de la parte.'),
            }),
            defineField({
              name: 'text',
              title: 'Explicación',
              description: 'Para qué sirve, en uno o dos renglones.',
              type: 'text',
              rows: 2,
              validation: (rule) => rule.required().error('Escribe la explicación.'),
            }),
          ],
          preview: {
            select: { title: 'name', part: 'part' },
            prepare: ({ title, part }) => ({ title, subtitle: optionTitle(parts, part) }),
          },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(4).error('Agrega de 1 a 4 partes.'),
    }),
    anchorField,
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title, subtitle: 'Ventana emergente' }),
  },
})
