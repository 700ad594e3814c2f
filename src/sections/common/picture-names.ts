import { type DrawingName, drawingNames, drawingTitles } from './drawing-names'

/**
 * The pictures content can put beside a text (the `drawing` field of sections and posts): each
 * product family's render (named like its technical drawing) and the scenes of the company and
 * of the posts. Every picture shows one thing only: no two names stand for the same picture.
 */
export const sceneNames = [
  /** The company: the plant's counter with parts ready to ship */
  'about',
  /** The quote process, step by step */
  'browse',
  'quote',
  'deliver',
  /** Posts */
  'measurePin',
  'studThread',
  'finishes',
  'oeNumber',
] as const

export type SceneName = (typeof sceneNames)[number]

export const pictureNames = [...drawingNames, ...sceneNames] as const

export type PictureName = DrawingName | SceneName

export function isPictureName(value: unknown): value is PictureName {
  return (pictureNames as readonly unknown[]).includes(value)
}

export function isSceneName(value: unknown): value is SceneName {
  return (sceneNames as readonly unknown[]).includes(value)
}

/** What each picture shows, in Spanish: its text alternative where no text beside it says so. */
export const pictureTitles: Record<PictureName, string> = {
  ...drawingTitles,
  about: 'Mostrador de la planta con piezas de sujeción en cajas y bolsas, listas para entregar',
  browse: 'Teléfono con el catálogo de pernos para puerta filtrado por marca y modelo',
  quote: 'Solicitud de cotización con las claves y piezas, junto a un mensaje de WhatsApp',
  deliver: 'Caja de envío cerrada con el pedido y bolsas de piezas listas para recoger',
  measurePin: 'Vernier midiendo el diámetro de un perno para puerta',
  studThread: 'Birlo junto a un peine de roscas que mide el paso de su cuerda',
  finishes: 'Tres pernos iguales en zincado, tropicalizado y pavonado, lado a lado',
  oeNumber: 'Perno para puerta con la etiqueta de su número de parte original',
}
