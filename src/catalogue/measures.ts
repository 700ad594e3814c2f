// A part's measures as the sheet writes them and as the site shows them: one spelling for each
// (threads 'M12 × 1.5', ranges '16–27 mm'), and the words a search compares, so that a thread
// typed 'm12x1.5', 'M12 x 1.5' or 'M12 × 1.5' finds the same parts. Run in plain Node too.
import type { MeasureColumn } from './lines.ts'

/** A measure read from the sheet: its shown text, and its number(s) where it has them. */
export type Measure = { text: string; value?: number; min?: number; max?: number }

const DECIMAL = /^\d+(?:\.\d+)?$/
const RANGE = /^(\d+(?:\.\d+)?)\s*(?:-|–|a)\s*(\d+(?:\.\d+)?)$/
const WHOLE = /^\d+$/
// 'M12', 'M12 × 1.5', 'M12x1.5', 'm 12 X 1,5'
const METRIC_THREAD = /^m\s*(\d+(?:[.,]\d+)?)(?:\s*[x×*]\s*(\d+(?:[.,]\d+)?))?$/i
// '7/8-14', '7/8″-14 UNF', '1/2" - 20 unf', '5/8-18UNF'
const INCH_THREAD = /^(\d+\/\d+|\d+)\s*(?:″|"|in)?\s*-\s*(\d+)\s*(unf|unc|unef)?$/i
const MAX_TEXT_LENGTH = 60

const number = (text: string) => Number(text.replace(',', '.'))
const decimal = (value: number) => String(Number(value.toFixed(3)))

/** The thread in the site's spelling ('M12 × 1.5', '7/8″-14 UNF'), or null when it is not one. */
export function parseThread(text: string): string | null {
  const value = text.trim()
  const metric = METRIC_THREAD.exec(value)
  if (metric?.[1]) {
    const size = decimal(number(metric[1]))
    return metric[2] ? `M${size} × ${decimal(number(metric[2]))}` : `M${size}`
  }
  const inch = INCH_THREAD.exec(value)
  if (inch?.[1] && inch[2]) {
    return `${inch[1]}″-${inch[2]}${inch[3] ? ` ${inch[3].toUpperCase()}` : ''}`
  }
  return null
}

/**
 * A cell of a measure column read by its kind: the measure, or the Spanish reason it is not one,
 * naming the column ('largo_mm "52,5" debe ser un número…') for the staff who fix the sheet.
 */
export function parseMeasure(column: MeasureColumn, cell: string): Measure | { problem: string } {
  const { kind, min = 0, max = Number.POSITIVE_INFINITY, example } = column
  const inRange = (value: number) => value >= min && value <= max
  const bad = (reason: string) => ({ problem: `${column.column} "${cell}" ${reason}` })
  const outside = (value: string, unit = ' mm') => ({
    problem: `${column.column} ${value} está fuera del intervalo ${min}–${max}${unit}`,
  })
  switch (kind) {
    case 'mm': {
      if (!DECIMAL.test(cell)) {
        return bad(`debe ser un número en milímetros con punto decimal (por ejemplo ${example})`)
      }
      const value = number(cell)
      if (!inRange(value)) return outside(String(value))
      return { text: `${decimal(value)} mm`, value }
    }
    case 'mm-range': {
      const match = RANGE.exec(cell)
      if (!match?.[1] || !match[2]) {
        return bad(`debe ser el menor y el mayor diámetro en milímetros (por ejemplo ${example})`)
      }
      const [low, high] = [number(match[1]), number(match[2])]
      if (low >= high) return bad(`debe empezar por el número menor (por ejemplo ${example})`)
      if (!inRange(low) || !inRange(high)) return outside(`${low}–${high}`)
      return { text: `${decimal(low)}–${decimal(high)} mm`, min: low, max: high }
    }
    case 'thread': {
      const thread = parseThread(cell)
      if (!thread) {
        return bad(
          'debe ser una rosca métrica (M12 × 1.5, M12x1.5 o M12) o en pulgadas ' +
            `(7/8-14 UNF); por ejemplo ${example}`,
        )
      }
      return { text: thread }
    }
    case 'count': {
      const value = Number(cell)
      if (!WHOLE.test(cell)) return bad(`debe ser un número entero (por ejemplo ${example})`)
      if (!inRange(value)) return outside(String(value), '')
      return { text: String(value), value }
    }
    case 'choice': {
      const options = column.options ?? []
      const found = options.find((option) => fold(option) === fold(cell))
      if (!found) return bad(`no es un valor conocido; use uno de: ${options.join(', ')}`)
      return { text: found }
    }
    case 'text': {
      const length = [...cell].length
      if (length > MAX_TEXT_LENGTH) {
        return bad(
          `tiene ${length} caracteres y el máximo es ${MAX_TEXT_LENGTH}; escríbalo más corto`,
        )
      }
      return { text: cell }
    }
  }
}

/** Lower case, accents dropped, spaces collapsed: how a typed choice is compared with the list. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The characters a search word holds besides letters and digits: the decimal point ('1.5') and
 * the fraction's bar of an inch thread ('1/2x20'). The catalogue's full-text index is told the
 * same, so that what is indexed and what is asked are cut into the same words.
 */
export const SEARCH_WORD_CHARS = './'

/**
 * Text as a search compares it: lower case, no accents, and every thread or size joined into one
 * word whatever its separator: 'M12 × 1.5', 'm12 x 1.5', 'M12-1.5', 'M12 1.5' ('m12x1.5'),
 * '12x1.5' or '12 X 1,5' ('12x1.5'), '1/2-20', '1/2″-20' or '1/2 x 20' ('1/2x20').
 */
export function searchText(text: string): string {
  return (
    fold(text)
      .replace(/(\d),(\d)/g, '$1.$2')
      // A dot is part of a word only as a decimal point ('1.5'), never at a sentence's end; a
      // slash only as a fraction's bar ('1/2'), never between words ('delantera/trasera').
      .replace(/\.(?!\d)|(?<!\d)\./g, ' ')
      .replace(/(\d)\s*\/\s*(?=\d)/g, '$1/')
      .replace(/\/(?!\d)|(?<!\d)\//g, ' ')
      .replace(/\bm\s+(\d)/g, 'm$1')
      // An inch thread's size and threads per inch, the inch mark between them or not.
      .replace(/(\d\/\d+)\s*(?:″|"|in\b)?\s*[-x×*]\s*(?=\d)/g, '$1x')
      .replace(/(\d)\s*[x×*]\s*(?=\d)/g, '$1x')
      // A metric thread's pitch after a dash or a space: 'M12-1.25', 'M12 1.25'.
      .replace(/\b(m\d+(?:\.\d+)?)(?:\s*-\s*|\s+)(?=\d\.\d+\b)/g, '$1x')
      .replace(/\s+/g, ' ')
      .trim()
  )
}

/** The words of a visitor's search, as searchText spells them. */
export function searchWords(text: string): string[] {
  return searchText(text)
    .split(/[^\p{L}\p{N}./]+/u)
    .filter(Boolean)
}

/**
 * The words a thread is found by: a metric one with and without its 'M' ('m12x1.5', '12x1.5'),
 * an inch one as one word and its series ('1/2x20', 'unf').
 */
export function threadWords(thread: string): string[] {
  return searchWords(thread).flatMap((word) => (/^m\d/.test(word) ? [word, word.slice(1)] : [word]))
}
