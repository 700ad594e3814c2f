import { lineTable } from './helpers.ts'

/*
 * The parts table of each product line, shown on its page between the introduction and the
 * quote form. Staff write the copy and choose the columns; the parts come from the catalogue's
 * sheets (data/catalogue/{line}.csv).
 */

const eyebrow = 'Medidas'

export const wheelStudParts = lineTable(
  'parts',
  {
    eyebrow,
    heading: 'Birlos por clave',
    intro:
      'Largo bajo la cabeza; moleteado medido en su diámetro mayor. Las aplicaciones son las más comunes: confírmalas con ventas.',
  },
  'birlos',
  { columns: ['rosca', 'largo_mm', 'moleteado_mm', 'acabado', 'aplicaciones'] },
)

export const heavyStudParts = lineTable(
  'parts',
  {
    eyebrow,
    heading: 'Birlos extrapesados por clave',
    intro:
      'Largo bajo la cabeza. Cada birlo se surte con su tuerca: de dos piezas con rondana para rin centrado al cubo, esférica para rin centrado al birlo.',
  },
  'birlos-extrapesados',
  { columns: ['rosca', 'largo_mm', 'moleteado_mm', 'tuerca', 'aplicaciones'] },
)

export const nutParts = lineTable(
  'parts',
  {
    eyebrow,
    heading: 'Tuercas por rosca y asiento',
    intro: 'Hexágono entre caras planas: es la llave que pide la tuerca.',
  },
  'tuercas',
  { columns: ['rosca', 'hexagono_mm', 'asiento', 'tipo', 'acabado'] },
)

export const brakeKitParts = lineTable(
  'parts',
  {
    eyebrow: 'Kits por clave',
    heading: 'Kits de frenos por clave',
    intro:
      'Cada kit trae las piezas de las dos ruedas de un eje. Las aplicaciones son las más comunes: confírmalas con ventas.',
  },
  'kits-de-frenos',
  { columns: ['freno', 'eje', 'piezas', 'contenido', 'aplicaciones'] },
)

export const caliperParts = lineTable(
  'parts',
  {
    eyebrow,
    heading: 'Tornillos caliper por clave',
    intro:
      'Largo total bajo la cabeza. Los de tipo guía se entregan con su funda de hule y grasa de silicón.',
  },
  'tornillos-caliper',
  { columns: ['rosca', 'largo_mm', 'tipo', 'cabeza', 'aplicaciones'] },
)

export const terminalParts = lineTable(
  'parts',
  {
    eyebrow,
    heading: 'Terminales por clave',
    intro:
      'Poste SAE: positivo de 17.5 mm y negativo de 16 mm en su parte alta; JIS, el poste delgado de los autos japoneses. Largo total con el barril.',
  },
  'terminales',
  { columns: ['poste', 'material', 'cable', 'largo_mm', 'uso'] },
)

export const washerParts = lineTable(
  'parts',
  {
    eyebrow,
    heading: 'Rondanas por clave',
    intro: 'Cobre recocido. Medidas: diámetro exterior × interior × espesor.',
  },
  'rondanas',
  { columns: ['diametro_exterior_mm', 'diametro_interior_mm', 'espesor_mm', 'tornillo', 'uso'] },
)

export const clipParts = lineTable(
  'parts',
  {
    eyebrow,
    heading: 'Seguros por clave',
    intro:
      'Exterior: diámetro del eje. Interior: diámetro del barreno. Tipo E: diámetro de la ranura. Todos en acero de resorte.',
  },
  'seguros',
  { columns: ['tipo', 'medida_mm', 'espesor_mm', 'acabado', 'uso'] },
)

export const bushingParts = lineTable(
  'parts',
  {
    eyebrow,
    heading: 'Casquillos por clave',
    intro:
      'Rosca exterior: la del barreno rebajado. Rosca interior: la original del tornillo. Largo con el collarín.',
  },
  'casquillos',
  { columns: ['rosca_exterior', 'rosca_interior', 'largo_mm', 'material', 'uso'] },
)

export const clampParts = lineTable(
  'parts',
  {
    eyebrow,
    heading: 'Abrazaderas por clave',
    intro: 'Diámetro: el rango de apriete de la banda sobre la manguera.',
  },
  'abrazaderas',
  { columns: ['tipo', 'diametro_mm', 'banda_mm', 'material', 'uso'] },
)

export const otherParts = lineTable(
  'parts',
  {
    eyebrow,
    heading: 'Otras piezas por clave',
    intro:
      'Cuñas, grapas, herrajes y filtros de línea. Si la tuya no está, envíanos una muestra o sus medidas.',
  },
  'otros',
  { columns: ['tipo', 'medida', 'material', 'uso'] },
)
