import { ImagesIcon } from '@sanity/icons/Images'
import type { Tool } from 'sanity'
import { PhotoUploadTool } from './PhotoUploadTool'

/** The Studio's 'Subir fotos' tool, beside 'Contenido' and 'Vista previa'. */
export const photoUploadTool: Tool = {
  name: 'subir-fotos',
  title: 'Subir fotos',
  icon: ImagesIcon,
  component: PhotoUploadTool,
}
