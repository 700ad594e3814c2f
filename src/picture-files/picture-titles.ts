import { drawingTitles } from './drawing-names'
import type { PictureName } from './picture-names'

// Apart from the names: the shell reads the names (a post's structured data), only pictures
// need the titles, and an object spread is kept by the bundler wherever its module goes.
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
