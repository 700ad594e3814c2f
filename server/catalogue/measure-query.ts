import type { LineId } from '../../src/catalogue/lines.ts'
import { readMeasure } from '../../src/catalogue/measures/measure-params.ts'
import {
  MEASURE_PARAM_NAMES,
  type MeasureValues,
} from '../../src/catalogue/measures/search-measures.ts'

/** Longer than any measure typed: refused before it is read. */
const MAX_MEASURE_LENGTH = 40

/**
 * The measures a search asks (`largo`, `diametro`, `rosca`), read as the site's forms read them,
 * or the Spanish reason the search cannot use them: a value it cannot read, a measure the line's
 * parts do not carry, or measures on a search of every line. An empty value is no measure.
 */
export function readMeasureQuery(
  query: URLSearchParams | undefined,
  line: LineId | undefined,
): { measures: MeasureValues } | { problem: string } {
  const measures: MeasureValues = {}
  for (const param of MEASURE_PARAM_NAMES) {
    const text = query?.get(param)?.normalize('NFC').trim() ?? ''
    if (text === '') continue
    if (line === undefined) {
      return { problem: 'Las medidas se buscan dentro de una línea: /api/{línea}/buscar.' }
    }
    const read =
      text.length > MAX_MEASURE_LENGTH
        ? readMeasure(line, param, '')
        : readMeasure(line, param, text)
    if ('problem' in read) return read
    Object.assign(measures, { [param]: read.value })
  }
  return { measures }
}
