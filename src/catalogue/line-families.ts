import type { DrawingName } from '../picture-files/drawing-names'
import type { LineId } from './lines'

/**
 * The family drawing of each line: beside a line table's heading, on a part's page (an
 * illustration of the family, not a photograph of the part) and in the buyer's quote list.
 */
export const lineFamilies: Record<LineId, DrawingName> = {
  pernos: 'pin',
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
