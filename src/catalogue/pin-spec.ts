import type { Product } from './types'

export type PinProduct = Pick<
  Product,
  'key' | 'name' | 'note' | 'tag' | 'length' | 'diameter' | 'material'
>

/**
 * What a door pin's drawing shows, read from the product's own fields: its measures (the API
 * gives them as text, '52 mm'), and the parts its name, note, tag and material mention (a pin
 * whose material is 'Acero con buje de latón' comes with its bushing).
 */
export type PinSpec = {
  /** Millimetres, or null when the text is not a plain measure in mm */
  lengthMm: number | null
  diameterMm: number | null
  /** The dimension texts: 'L 52 mm', 'Ø 7.9' (the product's own measures, as it gives them) */
  lengthLabel: string | null
  diameterLabel: string | null
  /** 'heavy' for reinforced, truck and tailgate pins: a bigger hex head */
  head: 'round' | 'heavy'
  /** Brass flanged bushings on the shank */
  bushings: 0 | 1 | 2
  /** An E-clip in the groove by the tip (a retaining clip is included) */
  clip: boolean
  /** A grease nipple in the head */
  greaseFitting: boolean
  /** Oversize for worn hinges */
  oversize: boolean
  /** How many pins the product holds: a kit's stated count, two for a kit (a door's two hinges) */
  pins: number
}

/** A measure in millimetres from the API's text ('7.9 mm', '8', '9,5 mm'); null otherwise. */
export function parseMm(text: string): number | null {
  const match = /^(\d+(?:[.,]\d+)?)\s*(?:mm)?$/i.exec(text.trim())
  if (!match?.[1]) return null
  const value = Number(match[1].replace(',', '.'))
  return value > 0 ? value : null
}

const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

export function pinSpec(product: Omit<PinProduct, 'key'>): PinSpec {
  const words = plain(
    `${product.name} ${product.note ?? ''} ${product.tag ?? ''} ${product.material ?? ''}`,
  )
  const length = product.length.trim()
  const diameter = product.diameter.trim()
  return {
    lengthMm: parseMm(length),
    diameterMm: parseMm(diameter),
    lengthLabel: length ? `L ${length}` : null,
    diameterLabel: diameter ? `Ø ${diameter.replace(/\s*mm$/i, '')}` : null,
    head: /reforzad|tractocamion|cabina|batea/.test(words) ? 'heavy' : 'round',
    bushings: /\bbujes\b|\bkit\b/.test(words) ? 2 : /\bbuje\b/.test(words) ? 1 : 0,
    clip: /\bseguros?\b/.test(words),
    greaseFitting: /\bgrasera\b/.test(words),
    oversize: /sobremedida/.test(words),
    pins: Number(/\b(\d+) pernos\b/.exec(words)?.[1] ?? (/\bkit\b/.test(words) ? 2 : 1)),
  }
}

/** The drawing's title where it stands for the product: its measures and parts in words. */
export function pinTitle(product: PinProduct): string {
  const spec = pinSpec(product)
  const bushings = spec.bushings * spec.pins
  const parts = [
    spec.pins > 1 && `${spec.pins} pernos`,
    product.length && `largo ${product.length}`,
    product.diameter && `diámetro ${product.diameter}`,
    bushings > 1 && `${bushings} bujes de latón`,
    bushings === 1 && 'buje de latón',
    spec.clip && 'seguro E',
    spec.greaseFitting && 'grasera',
  ].filter(Boolean)
  const what = spec.pins > 1 ? 'kit' : 'perno'
  return `Dibujo del ${what} ${product.key}${parts.length ? `: ${parts.join(', ')}` : ''}`
}
