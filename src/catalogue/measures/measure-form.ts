// What a measures form holds and how it is checked: the texts as typed (never rewritten, so a
// bad value loses nothing), each field's message, and the values a search asks.
import type { LineId } from '../lines.ts'
import {
  type MeasureParam,
  type MeasureValues,
  readMeasure,
  threadParam,
} from './measure-params.ts'

/** The lines a visitor can measure, and their fields in the order they are read off the part. */
export const MEASURED_LINES = {
  pernos: ['largo', 'diametro'],
  birlos: ['rosca', 'largo'],
} as const satisfies Partial<Record<LineId, readonly MeasureParam[]>>

export type MeasuredLine = keyof typeof MEASURED_LINES

export type MeasureTexts = Partial<Record<MeasureParam, string>>
export type MeasureErrors = Partial<Record<MeasureParam, string>>

/** The texts a form starts with for measures already asked (from the URL). */
export function measureTexts(values: MeasureValues): MeasureTexts {
  const texts: MeasureTexts = {}
  if (values.largo !== undefined) texts.largo = String(values.largo)
  if (values.diametro !== undefined) texts.diametro = String(values.diametro)
  if (values.rosca !== undefined) texts.rosca = values.rosca
  return texts
}

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

/** The values as a URL carries them: millimetres as numbers, a thread as 'M12x1.5'. */
export function measureSearch(values: MeasureValues): Record<string, string | number> {
  const search: Record<string, string | number> = {}
  if (values.rosca !== undefined) search.rosca = threadParam(values.rosca)
  if (values.largo !== undefined) search.largo = values.largo
  if (values.diametro !== undefined) search.diametro = values.diametro
  return search
}
