// Finding a part by measuring the one in hand: which measure of a line a search parameter names,
// and how a typed value is read ('9,5', '9.5', '45 mm', 'm12x1.5'); the parameters and their
// tolerances are search-measures.ts'. The server, the contract's stand-in and the site's forms
// read both. Run in plain Node too: imports name .ts.
import { type LineId, type MeasureColumn, productLine } from '../lines.ts'
import { parseThread } from '../measures.ts'
import { inRange, parseMillimetres } from './millimetres.ts'
import { MEASURE_PARAMS, type MeasureParam } from './search-measures.ts'

/** The measure a line's part carries for a parameter, if the line has it. */
export function paramColumn(line: LineId, param: MeasureParam): MeasureColumn | undefined {
  return productLine(line).measures.find(
    (measure) =>
      measure.column === MEASURE_PARAMS[param].column &&
      measure.kind === MEASURE_PARAMS[param].kind,
  )
}

/**
 * A thread as people write it: 'M12 × 1.5', 'm12x1.5', 'M12 x 1,5', '12x1.5' (the 'M' left
 * out), 'M12', '1/2-20', '1/2″-20 UNF'; null when it is not one.
 */
export function parseTypedThread(text: string): string | null {
  const value = text.trim().replace(/\s+/g, ' ')
  return parseThread(value) ?? (/^\d/.test(value) ? parseThread(`M${value}`) : null)
}

const NAMES: Record<MeasureParam, string> = {
  largo: 'el largo',
  diametro: 'el diámetro',
  rosca: 'la rosca',
}

/**
 * A measure's value typed for a line, or the Spanish reason it is not one ('Escribe el largo en
 * milímetros…'), shown beside its field and sent as the API's 400.
 */
export function readMeasure(
  line: LineId,
  param: MeasureParam,
  text: string,
): { value: number | string } | { problem: string } {
  const column = paramColumn(line, param)
  const name = NAMES[param]
  if (!column) {
    return {
      problem: `${productLine(line).name} no se buscan por ${name.replace(/^(el|la) /, '')}.`,
    }
  }
  if (MEASURE_PARAMS[param].kind === 'thread') {
    const thread = parseTypedThread(text)
    return thread
      ? { value: thread }
      : {
          problem:
            `Escribe ${name} como viene en la pieza, por ejemplo M12 × 1.5, M12x1.5 o 1/2-20 ` +
            '(pulgadas).',
        }
  }
  const value = parseMillimetres(text)
  if (value === null) {
    return {
      problem: `Escribe ${name} en milímetros, solo con números: por ejemplo ${examples(column.example)}.`,
    }
  }
  const { min = 0, max = Number.POSITIVE_INFINITY } = column
  if (!inRange(value, column)) {
    const singular = productLine(line).singular.toLowerCase()
    return {
      problem: `${capital(name)} de un ${singular} va de ${min} a ${max} mm; revisa la lectura.`,
    }
  }
  return { value }
}

/** '7.9 o 7,9' for a decimal example, '52' for a whole one. */
const examples = (example: string) =>
  example.includes('.') ? `${example} o ${example.replace('.', ',')}` : example

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * The threads a thread asked without its pitch or series also finds, as a GLOB pattern: 'M12'
 * every pitch of M12 ('M12 × *'), '1/2″-20' every series ('1/2″-20 *'); null for a whole one.
 */
export function threadFamily(asked: string): string | null {
  if (/^M[\d.]+$/.test(asked)) return `${asked} × *`
  if (/^[\d/]+″-\d+$/.test(asked)) return `${asked} *`
  return null
}
