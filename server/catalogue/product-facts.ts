import { splitEquivalence } from '../../src/catalogue/equivalence.ts'
import { fold } from '../../src/catalogue/measures.ts'
import { compactPartNumber } from '../../src/catalogue/part-number.ts'

// The optional columns of every line's sheet: where a part fits, how many come in a pack, its
// finish and material, and other makers' numbers for it. A sheet may lack any of them; an empty
// cell or '-' means the catalogue does not say. Messages are Spanish, for the staff.

export const FACT_COLUMNS = [
  'posicion',
  'piezas_por_paquete',
  'acabado',
  'material',
  'equivalencias',
] as const

export type FactColumn = (typeof FACT_COLUMNS)[number]

export type ProductFacts = {
  /** Canonical terms, door first, then hinge, then side: 'Puerta trasera · ambos lados'. */
  position: string | null
  piecesPerPack: number | null
  finish: string | null
  material: string | null
  /** 'Marca NÚMERO' entries in the sheet's order. */
  equivalences: string[]
}

/** The position's vocabulary, by kind, in the order a position is written. */
export const POSITION_TERMS = [
  {
    kind: 'puerta',
    terms: [
      'puerta delantera',
      'puerta trasera',
      'puerta corrediza',
      'puerta de cabina',
      'compuerta',
    ],
  },
  { kind: 'bisagra', terms: ['bisagra superior', 'bisagra inferior', 'ambas bisagras'] },
  { kind: 'lado', terms: ['lado izquierdo', 'lado derecho', 'ambos lados'] },
] as const

export const FINISHES = [
  'Natural',
  'Zincado',
  'Tropicalizado',
  'Galvanizado',
  'Fosfatado',
  'Pavonado',
  'Negro',
  'Cromado',
  'Estañado',
] as const

const MAX_PIECES_PER_PACK = 1000
const MAX_TEXT_LENGTH = 60
const MAX_EQUIVALENCE_LENGTH = 40

const WHOLE_NUMBER = /^\d+$/
// A brand starts with a letter; a number is letters, digits and the separators buyers type.
const BRAND = /^\p{L}[\p{L}\p{N} .&'-]*$/u
const NUMBER = /^[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u
const EXAMPLE_EQUIVALENCES = 'Nissan 80420-01A05|Pernotec 40710-5'

/** The facts of one row, or undefined after reporting each bad value through `fail`. */
export function parseFacts(
  field: (column: FactColumn) => string,
  key: string,
  line: string,
  fail: (message: string) => void,
): ProductFacts | undefined {
  let failed = false
  const report = (message: string) => {
    failed = true
    fail(message)
  }
  const facts: ProductFacts = {
    // A door pin's position is a door, a hinge and a side; other lines' positions are free text.
    position:
      line === 'pernos'
        ? parsePosition(field('posicion'), report)
        : parseShortText('posicion', field('posicion'), report),
    piecesPerPack: parsePiecesPerPack(field('piezas_por_paquete'), report),
    finish: parseFinish(field('acabado'), report),
    material: parseMaterial(field('material'), report),
    equivalences: parseEquivalences(field('equivalencias'), key, report),
  }
  return failed ? undefined : facts
}

const isNone = (value: string) => value === '' || value === '-'

function parsePosition(value: string, fail: (message: string) => void): string | null {
  if (isNone(value)) return null
  // '/' as well as '·', which most keyboards cannot type.
  const parts = value.split(/[·/]/).map(fold)
  if (parts.some((part) => part === '')) {
    fail(
      `posicion "${value}" tiene un término vacío; separe los términos con " · " ` +
        '(por ejemplo Puerta trasera · bisagra inferior · ambos lados)',
    )
    return null
  }
  const chosen: (string | undefined)[] = POSITION_TERMS.map(() => undefined)
  let failed = false
  for (const part of parts) {
    const group = POSITION_TERMS.findIndex(({ terms }) =>
      (terms as readonly string[]).includes(part),
    )
    if (group === -1) {
      failed = true
      fail(
        `posicion "${value}": "${part}" no es un término conocido; use como máximo uno de cada ` +
          `grupo, separados por " · ": ${POSITION_TERMS.map(
            ({ kind, terms }) => `${kind} (${terms.join(', ')})`,
          ).join('; ')}`,
      )
      continue
    }
    const seen = chosen[group]
    if (seen !== undefined) {
      failed = true
      fail(
        `posicion "${value}" tiene dos términos de ${POSITION_TERMS[group]?.kind}: "${seen}" y ` +
          `"${part}"; deje solo uno`,
      )
      continue
    }
    chosen[group] = part
  }
  if (failed) return null
  const text = chosen.filter((term) => term !== undefined).join(' · ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function parsePiecesPerPack(value: string, fail: (message: string) => void): number | null {
  if (isNone(value)) return null
  const number = Number(value)
  if (!WHOLE_NUMBER.test(value) || number < 1 || number > MAX_PIECES_PER_PACK) {
    fail(
      `piezas_por_paquete "${value}" debe ser un número entero de 1 a ${MAX_PIECES_PER_PACK}, ` +
        'sin texto (por ejemplo 2)',
    )
    return null
  }
  return number
}

function parseFinish(value: string, fail: (message: string) => void): string | null {
  if (isNone(value)) return null
  const finish = FINISHES.find((name) => fold(name) === fold(value))
  if (!finish) {
    fail(`acabado "${value}" no es un acabado conocido; use uno de: ${FINISHES.join(', ')}`)
    return null
  }
  return finish
}

function parseMaterial(value: string, fail: (message: string) => void): string | null {
  return parseShortText('material', value, fail, 'Acero 1045 con buje de latón')
}

function parseShortText(
  column: FactColumn,
  value: string,
  fail: (message: string) => void,
  example?: string,
): string | null {
  if (isNone(value)) return null
  const length = [...value].length
  if (length > MAX_TEXT_LENGTH) {
    fail(
      `${column} tiene ${length} caracteres y el máximo es ${MAX_TEXT_LENGTH}; ` +
        `escríbalo más corto${example ? ` (por ejemplo ${example})` : ''}`,
    )
    return null
  }
  return value
}

function parseEquivalences(value: string, key: string, fail: (message: string) => void): string[] {
  if (isNone(value)) return []
  const entries = value.split('|').map((entry) => entry.replace(/\s+/g, ' ').trim())
  if (entries.some((entry) => entry === '')) {
    fail(
      `equivalencias tiene un elemento vacío; separe cada "Marca NÚMERO" con "|" ` +
        `(por ejemplo ${EXAMPLE_EQUIVALENCES})`,
    )
    return []
  }
  const ownKey = compactPartNumber(key)
  const seen = new Map<string, string>()
  for (const entry of entries) {
    const length = [...entry].length
    if (length > MAX_EQUIVALENCE_LENGTH) {
      fail(
        `la equivalencia "${entry}" tiene ${length} caracteres y el máximo es ` +
          `${MAX_EQUIVALENCE_LENGTH}`,
      )
      continue
    }
    const parts = splitEquivalence(entry)
    if (!parts || !BRAND.test(parts.brand) || !NUMBER.test(parts.number)) {
      fail(
        `la equivalencia "${entry}" debe ser la marca y luego el número, que lleva al menos un ` +
          `dígito (por ejemplo Nissan 80420-01A05); separe varias con "|"`,
      )
      continue
    }
    const number = compactPartNumber(parts.number)
    if (namesKey(entry, ownKey)) {
      fail(`la equivalencia "${entry}" es la clave del propio producto; quítela`)
      continue
    }
    const first = seen.get(number)
    if (first !== undefined) {
      fail(`la equivalencia "${entry}" repite el número de "${first}"; deje solo una`)
      continue
    }
    seen.set(number, entry)
  }
  return entries
}

// 'Fijamex PP 1' splits as brand 'Fijamex PP' and number '1': any tail of the entry's words
// that spells the key is the key.
function namesKey(entry: string, compactKey: string): boolean {
  const words = entry.split(' ')
  return words.some((_, i) => compactPartNumber(words.slice(i).join(' ')) === compactKey)
}
