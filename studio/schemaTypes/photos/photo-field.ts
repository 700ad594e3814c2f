import { defineField } from 'sanity'

/** Sales staff write it for a buyer who cannot see the photo; the site shows nothing else. */
export const photoAltField = defineField({
  name: 'alt',
  title: 'Texto alternativo',
  description:
    'Qué muestra la foto, para quien no puede verla: la pieza, su lado y lo que se ve junto a ella (por ejemplo «Perno PP-1 de lado, junto a una regla en milímetros»).',
  type: 'string',
  validation: (rule) =>
    rule
      .required()
      .max(160)
      .error('Describe la foto para quien no puede verla, en hasta 160 caracteres.'),
})

/** A photograph with the editor's crop and hotspot and its Spanish text. */
export function photoField(name: string, title: string, description: string) {
  return defineField({
    name,
    title,
    description,
    type: 'image',
    options: { hotspot: true, metadata: ['lqip'] },
    fields: [photoAltField],
  })
}
