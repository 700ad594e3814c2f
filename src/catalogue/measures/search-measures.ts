// The measures a line's search takes (`largo`, `diametro`, `rosca`), the tolerance each is
// compared with, the lines measured by a form, and a thread's spelling in a URL. No imports, so a
// page's first load (the vehicle finder, a part's link) has them without the readers of
// measure-params.ts. Run in plain Node too.

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

/** A measure as asked: millimetres, or a thread in the site's spelling ('M12 × 1.5'). */
export type MeasureValues = { largo?: number; diametro?: number; rosca?: string }

/** The lines a visitor can measure, and their fields in the order they are read off the part. */
export const MEASURED_LINES = {
  pernos: ['largo', 'diametro'],
  birlos: ['rosca', 'largo'],
} as const satisfies Record<string, readonly MeasureParam[]>

export type MeasuredLine = keyof typeof MEASURED_LINES

/** Whether a line is searched by a measures form (its page's or the catalogue's). */
export function measuredLine(line: string): line is MeasuredLine {
  return Object.hasOwn(MEASURED_LINES, line)
}

export const MEASURE_PARAM_NAMES = Object.keys(MEASURE_PARAMS) as MeasureParam[]

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

/** '±0.5 mm' */
export function toleranceText(param: MeasureParam): string {
  return `±${MEASURE_PARAMS[param].tolerance ?? 0} mm`
}

/** How a thread is written in a URL: 'M12 × 1.5' as 'M12x1.5', '1/2″-20 UNF' as '1/2-20 UNF'. */
export function threadParam(thread: string): string {
  return thread.replace(' × ', 'x').replace('″', '')
}

/** The values as a URL carries them: millimetres as numbers, a thread as 'M12x1.5'. */
export function measureSearch(values: MeasureValues): Record<string, string | number> {
  const search: Record<string, string | number> = {}
  if (values.rosca !== undefined) search.rosca = threadParam(values.rosca)
  if (values.largo !== undefined) search.largo = values.largo
  if (values.diametro !== undefined) search.diametro = values.diametro
  return search
}
