import { CogIcon } from '@sanity/icons/Cog'
import { ImagesIcon } from '@sanity/icons/Images'
import { PackageIcon } from '@sanity/icons/Package'
import type { StructureResolver } from 'sanity/structure'
import { CatalogueGuide } from './components/CatalogueGuide'

/** Documents that exist once, under a fixed id. */
export const singletonTypes = new Set(['siteSettings', 'scenePhotos'])
export const singletonActions = new Set(['publish', 'discardChanges', 'restore'])

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Contenido')
    .items([
      S.listItem()
        .title('Ajustes del sitio')
        .id('siteSettings')
        .icon(CogIcon)
        .child(S.document().schemaType('siteSettings').documentId('siteSettings')),
      S.divider(),
      S.documentTypeListItem('claim').title('Cifras'),
      S.documentTypeListItem('faq').title('Preguntas frecuentes'),
      S.divider(),
      S.documentTypeListItem('page').title('Páginas'),
      S.documentTypeListItem('post').title('Entradas del blog'),
      S.divider(),
      S.documentTypeListItem('partPhotos').title('Fotos de piezas'),
      S.documentTypeListItem('linePhotos').title('Fotos de líneas'),
      S.listItem()
        .title('Fotos de la empresa')
        .id('scenePhotos')
        .icon(ImagesIcon)
        .child(S.document().schemaType('scenePhotos').documentId('scenePhotos')),
      S.divider(),
      // Parts are not edited here: a short guide says where they are.
      S.listItem()
        .title('Piezas del catálogo')
        .id('piezas-del-catalogo')
        .icon(PackageIcon)
        .child(S.component(CatalogueGuide).id('piezas-del-catalogo').title('Piezas del catálogo')),
    ])
