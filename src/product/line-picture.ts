import { lineFamilies } from '../catalogue/line-families'
import { DOOR_PINS, type LineId } from '../catalogue/lines'
import type { DrawingName } from '../picture-files/drawing-names'

/**
 * The family picture a part's page shows (its render, and its technical drawing in the quote
 * list). Door pins have none: each is drawn from its own measures.
 */
export function lineDrawing(line: LineId): DrawingName | null {
  return line === DOOR_PINS ? null : lineFamilies[line]
}
