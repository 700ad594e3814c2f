// Finding a part by measuring the one in hand: which measures a line's search takes (`largo`,
// `diametro`, `rosca`, in the URL and the API alike), the tolerance each is compared with, and
// how a typed value is read ('9,5', '9.5', '45 mm', 'm12x1.5'). The server, the contract's
// stand-in and the site's forms all read them here. Run in plain Node too: imports name .ts.
import { type LineId, type MeasureColumn, productLine } from '../lines.ts'
import { parseThread } from '../measures.ts'

export type MeasureParam = 'largo' | 'diametro' | 'rosca'

type ParamSpec = {
  /** The line's measure column the parameter is compared with. */
  column: string
  kind: 'mm' | 'thread'
  /** A caliper's reading, taken with care, is this far from the part's catalogue measure. */
  tolerance?: number
}

/**
 * The tolerances: a vernier reads to 0.05 mm, but a reading of a used pin (dirt, a jaw pressed
 * or tilted, a body a little worn) strays more, and a length is read to the half millimetre.
 */
export const MEASURE_PARAMS: Readonly<Record<MeasureParam, ParamSpec>> = {
  largo: { column: 'largo_mm', kind: 'mm', tolerance: 0.5 },
  diametro: { column: 'diametro_mm', kind: 'mm', tolerance: 0.2 },
  rosca: { column: 'rosca', kind: 'thread' },
}

export const MEASURE_PARAM_NAMES = Object.keys(MEASURE_PARAMS) as MeasureParam[]

/** The measure a line's part carries for a parameter, if the line has it. */
export function paramColumn(line: LineId, param: MeasureParam): MeasureColumn | undefined {
  return productLine(line).measures.find(
    (measure) =>
      measure.column === MEASURE_PARAMS[param].column &&
      measure.kind === MEASURE_PARAMS[param].kind,
  )
}

/** The parameters a line's search takes: those whose measure its parts carry. */
export function lineMeasureParams(line: LineId): MeasureParam[] {
  return MEASURE_PARAM_NAMES.filter((param) => paramColumn(line, param) !== undefined)
}

/** A measure as asked: millimetres, or a thread in the site's spelling ('M12 × 1.5'). */
export type MeasureValues = { largo?: number; diametro?: number; rosca?: string }

// '45', '9.5', '9,5', '45 mm', '45mm', '.5' is refused (a digit before the point).
const MILLIMETRES = /^(\d{1,4}(?:[.,]\d{1,3})?)\s*(?:mm|mm\.|milímetros|milimetros)?$/i

/** Millimetres as people write them ('9,5', '9.5', '45 mm'), or null. */
export function parseMillimetres(text: string): number | null {
  const match = MILLIMETRES.exec(text.trim())
  return match?.[1] ? Number(match[1].replace(',', '.')) : null
}

/**
 * A thread as people write it: 'M12 × 1.5', 'm12x1.5', 'M12 x 1,5', '12x1.5' (the 'M' left
 * out), 'M12', '1/2-20', '1/2″-20 UNF'; null when it is not one.
 */
export function parseTypedThread(text: string): string | null {
  const value = text.trim().replace(/\s+/g, ' ')
  return parseThread(value) ?? (/^\d/.test(value) ? parseThread(`M${value}`) : null)
}

/** How a thread is written in a URL: 'M12 × 1.5' as 'M12x1.5', '1/2″-20 UNF' as '1/2-20 UNF'. */
export function threadParam(thread: string): string {
  return thread.replace(' × ', 'x').replace('″', '')
}

const NAMES: Record<MeasureParam, string> = {
  largo: 'el largo',
  diametro: 'el diámetro',
  rosca: 'la rosca',
}

const decimal = (value: number) => String(value)

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
  if (value < min || value > max) {
    const singular = productLine(line).singular.toLowerCase()
    return {
      problem: `${capital(name)} de un ${singular} va de ${decimal(min)} a ${decimal(max)} mm; revisa la lectura.`,
    }
  }
  return { value }
}

/** '7.9 o 7,9' for a decimal example, '52' for a whole one. */
const examples = (example: string) =>
  example.includes('.') ? `${example} o ${example.replace('.', ',')}` : example

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The smallest and largest catalogue measure a typed one finds, its tolerance either side. */
export function toleranceRange(param: MeasureParam, value: number): [number, number] {
  const tolerance = MEASURE_PARAMS[param].tolerance ?? 0
  // A hair over, so that 45.5 still finds 45 after the sum's rounding.
  const slack = 1e-9
  return [value - tolerance - slack, value + tolerance + slack]
}

/** Whether a part's measure is one a typed measure finds. */
export function measureMatches(param: MeasureParam, typed: number, part: number): boolean {
  const [low, high] = toleranceRange(param, typed)
  return part >= low && part <= high
}

/**
 * The threads a thread asked without its pitch or series also finds, as a GLOB pattern: 'M12'
 * every pitch of M12 ('M12 × *'), '1/2″-20' every series ('1/2″-20 *'); null for a whole one.
 */
export function threadFamily(asked: string): string | null {
  if (/^M[\d.]+$/.test(asked)) return `${asked} × *`
  if (/^[\d/]+″-\d+$/.test(asked)) return `${asked} *`
  return null
}

/** Whether a part's thread is the one asked, or one of its family (threadFamily). */
export function threadMatches(asked: string, part: string): boolean {
  const family = threadFamily(asked)
  return part === asked || (family !== null && part.startsWith(family.slice(0, -1)))
}

/** '±0.5 mm' */
export function toleranceText(param: MeasureParam): string {
  return `±${decimal(MEASURE_PARAMS[param].tolerance ?? 0)} mm`
}
