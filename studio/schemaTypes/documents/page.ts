import { DocumentIcon } from '@sanity/icons/Document'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { PublishedAddressInput } from '../../components/PublishedAddressInput'
import { sectionTypeNames } from '../sections'
import { sectionsFitThePage, validPagePath } from './document-rules'

/**
 * A page of the site; its path is its identity: typed and corrected freely until the page is
 * first published, then locked (PublishedAddressInput says why and how to move a page).
 */
export const page = defineType({
  name: 'page',
  title: 'Página',
  type: 'document',
  icon: DocumentIcon,
  groups: [
    { name: 'contenido', title: 'Contenido', default: true },
    { name: 'seo', title: 'Buscadores y al compartir' },
    { name: 'menu', title: 'Menú' },
  ],
  fields: [
    defineField({
      name: 'title',
      group: 'contenido',
      title: 'Nombre de la página',
      description:
        'El nombre de la página en esta lista, y en el menú si no le das otro en la pestaña «Menú».',
      type: 'string',
      validation: (rule) => rule.required().error('Escribe el nombre de la página.'),
    }),
    defineField({
      name: 'path',
      group: 'contenido',
      title: 'Ruta',
      description:
        'La dirección de la página en el sitio, por ejemplo /medidas-birlos: empieza con «/», en minúsculas, sin acentos y con guiones entre palabras. Puedes corregirla hasta que publiques la página por primera vez; después queda fija.',
      type: 'string',
      components: { input: PublishedAddressInput },
      validation: (rule) =>
        rule
          .required()
          .custom(validPagePath)
          .error('Escribe la ruta de la página, por ejemplo /medidas-birlos.'),
    }),
    defineField({
      name: 'showInMenu',
      group: 'menu',
      title: 'Mostrar en el menú',
      description: 'Marca la casilla para que la página aparezca en el menú principal, bajo "Más".',
      type: 'boolean',
      initialValue: false,
    }),
    defineField({
      name: 'menuLabel',
      group: 'menu',
      title: 'Nombre en el menú',
      description:
        'Texto corto del enlace en el menú. Si lo dejas vacío se usa el nombre de la página.',
      type: 'string',
      hidden: ({ document }) => !document?.showInMenu,
      validation: (rule) => rule.max(30).error('Hasta 30 caracteres.'),
    }),
    defineField({
      name: 'seo',
      group: 'seo',
      title: 'En Google y al compartir',
      description:
        'El título y el texto con que la página aparece en Google y en WhatsApp o Facebook cuando alguien comparte su enlace.',
      type: 'seo',
      validation: (rule) =>
        rule.required().error('Completa el título y la descripción para buscadores.'),
    }),
    defineField({
      name: 'sections',
      group: 'contenido',
      title: 'Secciones',
      description: 'Los bloques de la página, en orden.',
      type: 'array',
      of: sectionTypeNames.map((type) => defineArrayMember({ type })),
      validation: (rule) => rule.custom(sectionsFitThePage),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'path' } },
})
