import type { LineId } from '../catalogue/lines'
import type { DrawingName } from '../sections/common/drawing-names'

/**
 * The family picture a part of each line is shown with (its render, and its technical drawing in
 * the quote list): an illustration of the family, not a photograph of the part. Door pins have
 * none: each is drawn from its own measures.
 */
const lineDrawings: Record<LineId, DrawingName | null> = {
  pernos: null,
  birlos: 'stud',
  'birlos-extrapesados': 'heavyStud',
  tuercas: 'nut',
  'kits-de-frenos': 'brakeKit',
  'tornillos-caliper': 'caliperBolt',
  terminales: 'batteryTerminal',
  rondanas: 'washer',
  seguros: 'clip',
  casquillos: 'bushing',
  abrazaderas: 'clamp',
  otros: 'wedge',
}

export function lineDrawing(line: LineId): DrawingName | null {
  return lineDrawings[line]
}
