import { ImagesIcon } from '@sanity/icons/Images'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { photoAltField } from './photo-field'

/**
 * The photographs of one part of the catalogue. Parts live in the catalogue's sheets, not here:
 * the document names its part by key, and the tool 'Subir fotos' creates it from the file names.
 */
export const partPhotos = defineType({
  name: 'partPhotos',
  title: 'Fotos de una pieza',
  type: 'document',
  icon: ImagesIcon,
  fields: [
    defineField({
      name: 'key',
      title: 'Clave de la pieza',
      description:
        'Como está en el catálogo (PP-1, BR-1215). La página de esa pieza muestra estas fotos.',
      type: 'string',
      validation: (rule) =>
        rule.required().max(40).error('Escribe la clave de la pieza, como está en el catálogo.'),
    }),
    defineField({
      name: 'photos',
      title: 'Fotos',
      description:
        'La primera es la principal: se ve al abrir la página y en los buscadores. Arrastra para cambiar el orden.',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'image',
          options: { hotspot: true, metadata: ['lqip'] },
          fields: [photoAltField],
        }),
      ],
      validation: (rule) => rule.required().min(1).error('Agrega al menos una foto.'),
    }),
  ],
  preview: {
    select: { title: 'key', media: 'photos.0', count: 'photos' },
    prepare: ({ title, media, count }) => ({
      title,
      media,
      subtitle:
        Array.isArray(count) && count.length === 1
          ? '1 foto'
          : `${Array.isArray(count) ? count.length : 0} fotos`,
    }),
  },
})
