// What a measures form holds and how it is checked: the texts as typed (never rewritten, so a
// bad value loses nothing), each field's message, and the values a search asks.
import { readMeasure } from './measure-params.ts'
import {
  MEASURED_LINES,
  type MeasuredLine,
  type MeasureParam,
  type MeasureValues,
} from './search-measures.ts'

export type MeasureTexts = Partial<Record<MeasureParam, string>>
export type MeasureErrors = Partial<Record<MeasureParam, string>>

/**
 * The measures typed for a line, read: the values to search by (an empty field asks nothing),
 * and a message for each field that cannot be read.
 */
export function checkMeasureTexts(
  line: MeasuredLine,
  texts: MeasureTexts,
): { values: MeasureValues; errors: MeasureErrors } {
  const values: MeasureValues = {}
  const errors: MeasureErrors = {}
  for (const param of MEASURED_LINES[line]) {
    const text = texts[param]?.trim() ?? ''
    if (text === '') continue
    const read = readMeasure(line, param, text)
    if ('problem' in read) errors[param] = read.problem
    else Object.assign(values, { [param]: read.value })
  }
  return { values, errors }
}
