import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { postDate } from '../../../src/sections/blog-list/post-date'
import { slugFrom } from '../../../src/ui/slug'
import { PublishedAddressInput } from '../../components/PublishedAddressInput'
import { DATE_EXAMPLE, DATE_FORMAT } from '../../i18n/typed-date'
import { richBodyField } from '../objects/richBody'
import { SpanishDateInput } from '../objects/SpanishDateInput'
import { validPostSlug } from './document-rules'

/**
 * A blog post, at /blog/{slug}: listed on /blog newest first, with its own head and JSON-LD. Its
 * slug can be corrected until the post is first published (PublishedAddressInput).
 */
export const post = defineType({
  name: 'post',
  title: 'Entrada del blog',
  type: 'document',
  icon: DocumentTextIcon,
  groups: [
    { name: 'content', title: 'Contenido', default: true },
    { name: 'listing', title: 'Listado y portada' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Título',
      description:
        'El título de la entrada; también el título en buscadores (hasta 70 caracteres).',
      type: 'string',
      group: 'content',
      validation: (rule) =>
        rule.required().max(70).error('Escribe el título, de hasta 70 caracteres.'),
    }),
    defineField({
      name: 'slug',
      title: 'Dirección',
      description:
        'El final de la dirección de la entrada en el sitio: con «birlo-o-tornillo» queda en /blog/birlo-o-tornillo. «Generar» la escribe desde el título; puedes corregirla hasta que publiques la entrada por primera vez, después queda fija.',
      components: { input: PublishedAddressInput },
      type: 'slug',
      group: 'content',
      options: {
        source: 'title',
        maxLength: 80,
        // "Generar" writes an address the rules accept: no accents, spaces or capitals.
        slugify: (title: string) => slugFrom(title).slice(0, 80).replace(/-+$/, ''),
        // Uniqueness is one of the shared rules (validPostSlug), with its Spanish message.
        isUnique: () => true,
      },
      validation: (rule) =>
        rule.required().custom(validPostSlug).error('Genera la dirección desde el título.'),
    }),
    defineField({
      name: 'date',
      title: 'Fecha de publicación',
      description: `La fecha que se muestra en la entrada; el blog las ordena de la más reciente a la más antigua. Escríbela como día/mes/año (${DATE_EXAMPLE}) o elígela en el calendario.`,
      type: 'date',
      group: 'content',
      placeholder: DATE_EXAMPLE,
      // Typed day first, as in Mexico; the input spells the chosen date out below it.
      options: { dateFormat: DATE_FORMAT },
      components: { input: SpanishDateInput },
      validation: (rule) => rule.required().error('Elige la fecha de publicación.'),
    }),
    defineField({
      name: 'author',
      title: 'Autor',
      description: 'Quién la firma, por ejemplo "Equipo técnico Fijamex".',
      type: 'string',
      group: 'content',
      validation: (rule) => rule.required().error('Escribe quién firma la entrada.'),
    }),
    {
      ...richBodyField('El texto de la entrada: párrafos, subtítulos, listas y enlaces.'),
      group: 'content',
    },
    defineField({
      name: 'excerpt',
      title: 'Resumen',
      description:
        'Dos o tres renglones para el listado; también la descripción en buscadores (hasta 170 caracteres).',
      type: 'text',
      rows: 3,
      group: 'listing',
      validation: (rule) =>
        rule.required().max(170).error('Escribe el resumen, de hasta 170 caracteres.'),
    }),
    defineField({
      name: 'tags',
      title: 'Temas',
      description:
        'Uno a tres temas; el blog filtra por ellos y relaciona entradas que los comparten.',
      type: 'array',
      group: 'listing',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .max(3)
          .unique()
          .error('Escribe de 1 a 3 temas, sin repetir ninguno.'),
    }),
    defineField({
      name: 'coverDrawing',
      title: 'Dibujo de la entrada',
      description:
        'Se ve arriba del texto de la entrada, en su tarjeta del blog y al compartir el enlace. Si pones una foto de portada (abajo), la foto se ve en esos lugares en lugar del dibujo.',
      type: 'drawing',
      group: 'listing',
      validation: (rule) => rule.error('Elige una imagen de la lista.'),
    }),
    defineField({
      name: 'coverImage',
      title: 'Foto de portada (opcional)',
      description:
        'Una foto propia que reemplaza al dibujo de arriba: se ve arriba del texto, en la tarjeta del blog y al compartir el enlace. Déjala vacía para usar el dibujo.',
      type: 'image',
      group: 'listing',
      options: { hotspot: true },
      fields: [
        defineField({
          name: 'alt',
          title: 'Texto alternativo',
          description: 'Qué muestra la imagen, para quien no puede verla.',
          type: 'string',
          validation: (rule) =>
            rule.required().error('Describe la imagen para quien no puede verla.'),
        }),
      ],
    }),
  ],
  orderings: [
    { title: 'Más recientes', name: 'dateDesc', by: [{ field: 'date', direction: 'desc' }] },
  ],
  preview: {
    select: { title: 'title', date: 'date' },
    prepare: ({ title, date }) => ({
      title,
      subtitle: date ? `Publicada el ${postDate(date)}` : 'Sin fecha',
    }),
  },
})
