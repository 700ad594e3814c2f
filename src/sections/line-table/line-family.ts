import type { LineId } from '../../catalogue/lines'
import type { DrawingName } from '../common/drawing-names'

/** The family drawing of each line: beside the table's heading and in the buyer's quote list. */
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
