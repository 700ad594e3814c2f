import { compactPartNumber } from '../../src/catalogue/part-number.ts'
import { type RandomSource, randomSource } from './random-source.ts'

// The sample catalogue's optional facts: a position that fits the pin's name, its pack, finish
// and material, and equivalences. Every number is invented: OE numbers only follow the shape of
// each car maker's, and the other brands (Pernotec, Goznex, Bisalto) are fictitious. A random
// stream of its own keeps the other columns of the sample as they were.

export type FactsSource = {
  key: string
  name: string
  note: string
  kind: 'auto' | 'pickup' | 'van' | 'truck'
  /** The make of the pin's first application, whose OE number it gets. */
  make: string
}

export type SampleFacts = {
  position: string
  piecesPerPack: number
  finish: string
  material: string
  equivalences: string[]
}

// Other tests search for PP-1 by these numbers, so they are fixed and no other pin shares them.
const FIXED: Record<string, string[]> = {
  'PP-1': ['Nissan 80420-01A05', 'Pernotec 40710-5'],
}

type Shape = (r: RandomSource) => string

/** Invented numbers in the shape of each maker's own. */
const OE_SHAPES: Record<string, Shape> = {
  Nissan: (r) =>
    `${r.pick(['80400', '80401', '80420', '82400', '82401', '82420'])}-${r.digits(2)}${r.pick(['A', 'B', 'C', 'E', 'Y'])}${r.digits(2)}`,
  Volkswagen: (r) =>
    `${r.pick(['113', '191', '1H0', '1J0', '5U0', '6Q0'])} 831 ${r.digits(3)}${r.pick(['', ' A', ' B'])}`,
  Chevrolet: (r) => `${r.pick(['9', '15', '25'])}${r.digits(6)}`,
  Ford: (r) =>
    `${r.pick(['F65Z', 'XL3Z', '1L2Z', '4L5Z', 'F81Z', '2S6Z'])}-${r.pick(['1522800', '1522810', '1626800', '1626810'])}-${r.pick(['A', 'AA', 'B'])}`,
  Dodge: (r) => `${r.pick(['55', '04', '68'])}${r.digits(6)}${r.pick(['AA', 'AB', 'AC'])}`,
  Chrysler: (r) => `${r.pick(['04', '05', '68'])}${r.digits(6)}${r.pick(['AA', 'AB', 'AD'])}`,
  Toyota: (r) =>
    `${r.pick(['68710', '68720', '68730', '68740'])}-${r.pick(['0K', '35', '02'])}${r.digits(3)}`,
  Honda: (r) =>
    `${r.pick(['67410', '67420', '67450', '67460'])}-${r.pick(['S5A', 'S84', 'SAA', 'TF0'])}-${r.digits(3)}`,
  Renault: (r) => `82 00 ${r.digits(3)} ${r.digits(3)}`,
  Mazda: (r) =>
    `${r.pick(['BP4K', 'GJ6A', 'EG21', 'UR56'])}-${r.pick(['58', '59', '72', '73'])}-${r.digits(3)}`,
  Suzuki: (r) =>
    `${r.pick(['68110', '68120', '69110'])}-${r.digits(2)}${r.pick(['G', 'J', 'K'])}00`,
  Mitsubishi: (r) => (r.next() < 0.5 ? `MN${r.digits(6)}` : `5716A${r.digits(3)}`),
  Peugeot: (r) => `${r.pick(['9035', '9036', '9037'])}.${r.pick(['C4', 'L6', 'N7', 'E8'])}`,
  Kenworth: (r) => `K${r.digits(3)}-${r.digits(4)}`,
  International: (r) => `${r.int(1, 3)}${r.digits(6)}C${r.int(1, 3)}`,
  Freightliner: (r) => `A${r.pick(['18', '22'])}-${r.digits(5)}-${r.digits(3)}`,
  Isuzu: (r) => `8-${r.digits(5)}-${r.digits(3)}-0`,
}

/** Fictitious aftermarket brands and their numbering. */
const AFTERMARKET: [string, Shape][] = [
  ['Pernotec', (r) => `${r.int(3, 6)}${r.digits(4)}-${r.int(1, 9)}`],
  ['Goznex', (r) => `GZ-${r.digits(4)}`],
  ['Bisalto', (r) => `B-${r.digits(5)}`],
]

export function sampleFacts(products: readonly FactsSource[]): SampleFacts[] {
  const random = randomSource(20261126)
  const used = new Set(Object.values(FIXED).flat().map(numberOf))
  /** A number no other entry has, in `shape`. */
  const fresh = (brand: string, shape: Shape): string => {
    for (;;) {
      const entry = `${brand} ${shape(random)}`
      const number = numberOf(entry)
      if (!used.has(number)) {
        used.add(number)
        return entry
      }
    }
  }
  const byKey = new Map<string, SampleFacts>()
  return products.map((product) => {
    const base = product.key.endsWith('S') ? byKey.get(product.key.slice(0, -1)) : undefined
    const facts: SampleFacts = base
      ? // An oversize pin fits where its pin does; no car maker numbers an oversize part.
        { ...base, equivalences: [fresh(...random.pick(AFTERMARKET.slice(1)))] }
      : {
          position: position(product, random),
          piecesPerPack: piecesPerPack(product, random),
          finish: finish(product, random),
          material: material(product, random),
          equivalences: FIXED[product.key] ?? equivalences(product, random, fresh),
        }
    byKey.set(product.key, facts)
    return facts
  })
}

function numberOf(entry: string): string {
  return compactPartNumber(entry.slice(entry.indexOf(' ') + 1))
}

const isKit = (product: FactsSource) => product.name.startsWith('Kit')

function position(product: FactsSource, random: RandomSource): string {
  const name = product.name.toLowerCase()
  const door = name.includes('compuerta')
    ? 'compuerta'
    : name.includes('corrediza')
      ? 'puerta corrediza'
      : name.includes('trasera')
        ? 'puerta trasera'
        : product.kind === 'truck'
          ? 'puerta de cabina'
          : random.next() < 0.8
            ? 'puerta delantera'
            : 'puerta trasera'
  const hinge =
    door === 'compuerta'
      ? undefined
      : name.includes('superior')
        ? 'bisagra superior'
        : name.includes('inferior')
          ? 'bisagra inferior'
          : isKit(product)
            ? 'ambas bisagras'
            : random.pick([
                'bisagra inferior',
                'bisagra superior',
                'ambas bisagras',
                'ambas bisagras',
              ])
  const side =
    product.note.includes('izquierda o derecha') || isKit(product) || random.next() < 0.85
      ? 'ambos lados'
      : random.pick(['lado izquierdo', 'lado derecho'])
  const text = [door, hinge, side].filter(Boolean).join(' · ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function piecesPerPack(product: FactsSource, random: RandomSource): number {
  // A kit is counted in its pieces: pins, bushings and clips.
  if (product.name.includes('2 pernos y 4 bujes')) return 6
  if (isKit(product)) return 8
  if (product.note === 'Se vende por par') return 2
  if (product.kind === 'truck') return 1
  return random.pick([1, 1, 1, 2, 2, 10])
}

function finish(product: FactsSource, random: RandomSource): string {
  if (product.note.includes('zincado')) return 'Zincado'
  if (isKit(product)) return random.pick(['Zincado', 'Tropicalizado'])
  if (product.kind === 'truck') return random.pick(['Fosfatado', 'Fosfatado', 'Natural', 'Zincado'])
  return random.pick([
    'Tropicalizado',
    'Tropicalizado',
    'Tropicalizado',
    'Zincado',
    'Zincado',
    'Zincado',
    'Fosfatado',
    'Pavonado',
    'Negro',
  ])
}

function material(product: FactsSource, random: RandomSource): string {
  const text = `${product.name} ${product.note}`.toLowerCase()
  if (isKit(product)) return 'Acero 1045, bujes de latón y seguros de acero'
  if (product.kind === 'truck') {
    return text.includes('latón') ? 'Acero 4140 con buje de latón' : 'Acero 4140 templado'
  }
  if (text.includes('latón') || text.includes('buje')) return 'Acero 1045 con buje de latón'
  if (text.includes('tratamiento térmico')) return 'Acero 1045 con tratamiento térmico'
  if (text.includes('reforzado')) return 'Acero 4140 templado'
  return random.pick(['Acero 1045', 'Acero 1045', 'Acero 1018 cementado', 'Acero 1045 rectificado'])
}

function equivalences(
  product: FactsSource,
  random: RandomSource,
  fresh: (brand: string, shape: Shape) => string,
): string[] {
  const oeShape = OE_SHAPES[product.make]
  // Car makers sell no kits of this kind, and some pins have no known OE number.
  const oe =
    oeShape && !isKit(product) && random.next() < 0.85 ? [fresh(product.make, oeShape)] : []
  const others = AFTERMARKET.filter(() => random.next() < 0.45).map(([brand, shape]) =>
    fresh(brand, shape),
  )
  return [...oe, ...others]
}
