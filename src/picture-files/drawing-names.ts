import { catalogueHeight, familyMeasures, metric, mm } from './family-measures.ts'

/** Each family in a few words, singular: how a part of it is named in the buyer's quote list. */
export const drawingFamilies = {
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

/**
 * Original technical drawings of each product family, drawn like a catalogue sheet with one
 * drawing system (docs/drawings.md): part outlines, centre lines, blue measures, named parts with
 * leader lines. Their measures are the families' (family-measures.ts).
 */
export const drawingNames = Object.keys(drawingFamilies) as DrawingName[]

export type DrawingName = keyof typeof drawingFamilies

export function isDrawingName(value: unknown): value is DrawingName {
  return (drawingNames as readonly unknown[]).includes(value)
}

const {
  pin,
  stud,
  heavyStud,
  nut,
  brakeKit,
  caliperBolt,
  batteryTerminal,
  washer,
  bushing,
  clamp,
  wedge,
} = familyMeasures

/** What each drawing shows, in Spanish, for a drawing that is not beside a text naming it. */
export const drawingTitles: Record<DrawingName, string> = {
  pin: `Perno para puerta con moleteado, dos bujes de latón y seguro E: largo ${mm(pin.length)}, diámetro ${mm(pin.diameter)}`,
  stud: `Birlo con moleteado y rosca ${metric(stud.thread)}, largo ${mm(stud.length)}`,
  heavyStud: `Birlo extrapesado de ${heavyStud.thread.inches} con moleteado y tuerca de dos piezas, largo ${mm(heavyStud.length)}`,
  nut: `Tuerca de rueda cerrada con asiento cónico de ${nut.seatAngle}°, llave de ${mm(nut.wrench)}, altura ${mm(catalogueHeight(nut.height))}`,
  brakeKit: `Kit de frenos: resorte de retorno de ${mm(brakeKit.spring)}, pasador con resorte y retén, y clip antirruido`,
  caliperBolt: `Tornillo guía de caliper con funda de hule y rosca ${metric(caliperBolt.thread)}, largo ${mm(caliperBolt.length)}`,
  batteryTerminal: `Terminal de batería de latón: abrazadera al poste con tornillo y tuerca, y cable; largo ${mm(batteryTerminal.length)}`,
  washer: `Rondana de cobre recocido: diámetro exterior ${mm(washer.outer)}, interior ${mm(washer.inner)}, espesor ${mm(washer.thickness)}`,
  clip: 'Seguros de retención exterior, interior y tipo E',
  bushing: `Casquillo de latón en corte, rosca exterior ${metric(bushing.outer)} e interior ${metric(bushing.inner)}, largo ${mm(bushing.length)}`,
  clamp: `Abrazadera de sinfín con banda perforada, para diámetros de ${clamp.min} a ${mm(clamp.max)}`,
  wedge: `Cuña de media luna de ${mm(wedge.length)} de largo, ${mm(wedge.height)} de alto y ${mm(wedge.width)} de ancho`,
}

/** Where the prerender writes each family's drawing as a file of its own. */
export const FAMILY_DRAWINGS_DIR = '/img/familias/'

export function familyDrawingUrl(name: DrawingName): string {
  return `${FAMILY_DRAWINGS_DIR}${name}.svg`
}
