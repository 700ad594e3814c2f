/**
 * Original technical drawings of each product family, drawn like a catalogue sheet with one
 * drawing system (docs/drawings.md): part outlines, centre lines, blue measures, named parts with
 * leader lines. Measures are typical examples, not a specification.
 */
export const drawingNames = [
  'pin',
  'stud',
  'heavyStud',
  'nut',
  'brakeKit',
  'caliperBolt',
  'batteryTerminal',
  'washer',
  'clip',
  'bushing',
  'clamp',
  'wedge',
] as const

export type DrawingName = (typeof drawingNames)[number]

export function isDrawingName(value: unknown): value is DrawingName {
  return (drawingNames as readonly unknown[]).includes(value)
}

/** What each drawing shows, in Spanish, for a drawing that is not beside a text naming it. */
export const drawingTitles: Record<DrawingName, string> = {
  pin: 'Perno para puerta con moleteado, dos bujes de latón y seguro E: largo 58 mm, diámetro 8 mm',
  stud: 'Birlo con moleteado y rosca M12 × 1.5, largo 45 mm',
  heavyStud: 'Birlo extrapesado de 7/8″ con moleteado y tuerca de dos piezas, largo 110 mm',
  nut: 'Tuerca de rueda cerrada con asiento cónico de 60°, llave de 19 mm, altura 28 mm',
  brakeKit:
    'Kit de frenos: resorte de retorno de 120 mm, pasador con resorte y retén, y clip antirruido',
  caliperBolt: 'Tornillo guía de caliper con funda de hule y rosca M10 × 1.25, largo 72 mm',
  batteryTerminal:
    'Terminal de batería de latón: abrazadera al poste con tornillo y tuerca, y cable; largo 95 mm',
  washer: 'Rondana de cobre recocido: diámetro exterior 20 mm, interior 14 mm, espesor 1.5 mm',
  clip: 'Seguros de retención exterior, interior y tipo E',
  bushing:
    'Casquillo de latón en corte, rosca exterior M20 × 1.5 e interior M14 × 1.5, largo 24 mm',
  clamp: 'Abrazadera de sinfín con banda perforada, para diámetros de 40 a 60 mm',
  wedge: 'Cuña de media luna de 22 mm de largo, 9 mm de alto y 5 mm de ancho',
}

/** Each family in a few words, singular: how a part of it is named in the buyer's quote list. */
export const drawingFamilies: Record<DrawingName, string> = {
  pin: 'Perno para puerta',
  stud: 'Birlo',
  heavyStud: 'Birlo extrapesado',
  nut: 'Tuerca',
  brakeKit: 'Kit de frenos',
  caliperBolt: 'Tornillo caliper',
  batteryTerminal: 'Terminal de batería',
  washer: 'Rondana de cobre',
  clip: 'Seguro',
  bushing: 'Casquillo',
  clamp: 'Abrazadera',
  wedge: 'Cuña',
}

/** Where the prerender writes each family's drawing as a file of its own. */
export const FAMILY_DRAWINGS_DIR = '/img/familias/'

export function familyDrawingUrl(name: DrawingName): string {
  return `${FAMILY_DRAWINGS_DIR}${name}.svg`
}
