import { ImagesIcon } from '@sanity/icons/Images'
import { defineType } from 'sanity'
import { photoScenes, sceneFieldName } from '../../../src/photos/scenes'
import { photoField } from './photo-field'

/**
 * The photographs of the company's scenes, one each. A scene without a photograph is shown on
 * the site with its text and figures only, never a drawing that pretends to be the plant.
 */
export const scenePhotos = defineType({
  name: 'scenePhotos',
  title: 'Fotos de la empresa',
  type: 'document',
  icon: ImagesIcon,
  fields: photoScenes.map((scene) =>
    photoField(
      sceneFieldName(scene.id),
      scene.title,
      `Archivo «escena-${scene.id}.jpg» en 'Subir fotos'.`,
    ),
  ),
  preview: { prepare: () => ({ title: 'Fotos de la empresa' }) },
})
