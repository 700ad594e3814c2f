import {
  applications,
  type FitNotes,
  numbered,
  type PartSource,
  type Row,
  type Shape,
  tag,
} from './part-source.ts'
import type { RandomSource } from './random-source.ts'
import { VEHICLES, type Vehicle, type VehicleKind } from './vehicles.ts'

// Door pins as the sample's were made: each model of the fleet in turn, with the lengths and
// diameters of its class, now and then an oversize twin for worn hinges (the same key with an
// 'S') or a repair kit. OE numbers only follow the shape of each car maker's; the other brands
// (Pernotec, Goznex, Bisalto) are fictitious.

/** Realistic ranges per vehicle class: length in mm and the usual pin diameters. */
const SIZES: Record<VehicleKind, { length: [number, number]; diameters: number[] }> = {
  auto: { length: [42, 72], diameters: [7, 7.9, 8, 9, 9.5, 10] },
  pickup: { length: [58, 96], diameters: [9.5, 10, 11, 12, 12.7] },
  van: { length: [52, 88], diameters: [8, 9.5, 10, 11, 12] },
  truck: { length: [92, 178], diameters: [14, 15.9, 16, 19, 22, 25.4] },
}

const PIN_NAMES: Record<VehicleKind, string[]> = {
  auto: [
    'Perno de bisagra de puerta',
    'Perno de bisagra con buje de latón',
    'Perno de bisagra superior con buje',
    'Perno de bisagra inferior con buje',
    'Perno de puerta trasera',
  ],
  pickup: [
    'Perno de bisagra de puerta',
    'Perno de bisagra con buje de latón',
    'Perno de bisagra inferior reforzado',
    'Perno de compuerta de batea',
  ],
  van: [
    'Perno de bisagra de puerta',
    'Perno de bisagra con buje de latón',
    'Perno de puerta corrediza',
    'Perno de bisagra de puerta trasera',
  ],
  truck: [
    'Perno de bisagra de cabina',
    'Perno de bisagra de cabina con buje de latón',
    'Perno de puerta para tractocamión',
  ],
}

const KIT_NAMES = [
  'Kit de pernos de bisagra (2 pernos y 4 bujes)',
  'Kit de reparación de bisagras para una puerta',
]

const NOTES = [
  'Incluye 2 bujes de latón',
  'Incluye seguro de retención',
  'Acero 1045 con tratamiento térmico',
  'Acabado zincado contra corrosión',
  'Se vende por par',
  'Sirve para puerta izquierda o derecha',
  'Con grasera para lubricación',
]

const OVERSIZE_EVERY = 10
const KIT_SHARE = 0.1

/** Invented numbers in the shape of each maker's own. */
const OE_SHAPES: Record<string, Shape> = {
  Nissan: (r) =>
    `${r.pick(['80400', '80401', '80420', '82400', '82401', '82420'])}-${r.digits(2)}${r.pick(['A', 'B', 'C', 'E', 'Y'])}${r.digits(2)}`,
  Volkswagen: (r) =>
    `${r.pick(['113', '191', '1H0', '1J0', '5U0', '6Q0'])} 831 ${r.digits(3)}${r.pick(['', ' A', ' B'])}`,
  Chevrolet: (r) => `${r.pick(['9', '15', '25'])}${r.digits(6)}`,
  Ford: (r) =>
    `${r.pick(['F', 'X', 'Y', '1', '2', '3', '4', '5', '6', '7'])}${r.pick(['L', 'S', 'C', 'W', 'U'])}${r.int(1, 9)}Z-${r.pick(['1522800', '1522810', '1626800', '1626810'])}-${r.pick(['A', 'AA', 'B'])}`,
  Dodge: (r) => `${r.pick(['55', '04', '68'])}${r.digits(6)}${r.pick(['AA', 'AB', 'AC'])}`,
  Chrysler: (r) => `${r.pick(['04', '05', '68'])}${r.digits(6)}${r.pick(['AA', 'AB', 'AD'])}`,
  Toyota: (r) =>
    `${r.pick(['68710', '68720', '68730', '68740'])}-${r.pick(['0K', '35', '02'])}${r.digits(3)}`,
  Honda: (r) =>
    `${r.pick(['67410', '67420', '67450', '67460'])}-${r.pick(['S5A', 'S84', 'SAA', 'TF0'])}-${r.digits(3)}`,
  Renault: (r) => `82 00 ${r.digits(3)} ${r.digits(3)}`,
  Mazda: (r) =>
    `${r.pick(['BP4K', 'GJ6A', 'EG21', 'UR56'])}-${r.pick(['58', '59', '72', '73'])}-${r.digits(3)}`,
  Mitsubishi: (r) => (r.next() < 0.5 ? `MN${r.digits(6)}` : `5716A${r.digits(3)}`),
  Kenworth: (r) => `K${r.digits(3)}-${r.digits(4)}`,
  International: (r) => `${r.int(1, 3)}${r.digits(6)}C${r.int(1, 3)}`,
  Freightliner: (r) => `A${r.pick(['18', '22'])}-${r.digits(5)}-${r.digits(3)}`,
  Isuzu: (r) => `8-${r.digits(5)}-${r.digits(3)}-0`,
}

/** Fictitious aftermarket brands and their numbering. */
const AFTERMARKET: [string, Shape][] = [
  ['Pernotec', (r) => `${r.int(3, 6)}${r.digits(4)}-${r.int(1, 9)}`],
  ['Goznex', numbered('GZ-', 5, 5)],
  ['Bisalto', numbered('B-', 5, 6)],
]

/** The fitment notes of a door pin's applications: what a counter buyer tells pins apart by. */
const PIN_FIT_NOTES: FitNotes = {
  share: 0.3,
  any: [
    'Sedán',
    'Hatchback',
    'Cabina sencilla',
    'Doble cabina',
    'Versión taxi, bisagra reforzada',
    'Solo puerta izquierda',
    'Solo puerta derecha',
    'Bisagra con buje de latón',
    'Bisagra sin buje',
    'Bisagra reparada, sobremedida',
  ],
  before: ['Hasta el cambio de bisagra de {year}', 'Modelo anterior a {year}'],
  after: ['Desde {year}, con buje', 'Desde el cambio de bisagra de {year}'],
}

/** `count` door pins (keys PP-1, PP-2…, oversize twins PP-10S…). */
export function doorPins(source: PartSource, count: number): Row[] {
  const { random } = source
  const rows: Row[] = []
  for (let n = 1; rows.length < count; n++) {
    // Cycling through the fleet gives every model pins, whatever the catalogue's size.
    const main = VEHICLES[(n - 1) % VEHICLES.length] as Vehicle
    const kit = random.next() < KIT_SHARE && main.kind !== 'truck'
    const name = kit ? random.pick(KIT_NAMES) : random.pick(PIN_NAMES[main.kind])
    const note = random.next() < 0.45 ? random.pick(NOTES) : '-'
    const { length, diameters } = SIZES[main.kind]
    const diameter = random.pick(diameters)
    const pin: Row = {
      clave: `PP-${n}`,
      nombre: name,
      etiqueta: kit && random.next() < 0.5 ? 'kit' : pinTag(random),
      txt_adicional: note,
      largo_mm: String(random.int(length[0], length[1])),
      diametro_mm: String(diameter),
      aplicaciones: applications(
        random,
        main,
        VEHICLES.filter((v) => v.kind === main.kind),
        kit ? 1 : 3,
        PIN_FIT_NOTES,
      ),
      posicion: position(random, main.kind, name, note, kit),
      piezas_por_paquete: String(piecesPerPack(random, main.kind, name, note, kit)),
      acabado: finish(random, main.kind, note, kit),
      material: material(random, main.kind, `${name} ${note}`, kit),
      equivalencias: pinEquivalences(source, main.brand, kit),
    }
    rows.push(pin)
    if (!kit && n % OVERSIZE_EVERY === 0 && rows.length < count) {
      // An oversize pin fits where its pin does; no car maker numbers an oversize part.
      rows.push({
        ...pin,
        clave: `PP-${n}S`,
        nombre: 'Perno de bisagra sobremedida',
        etiqueta: '-',
        txt_adicional: 'Sobremedida de 0.5 mm para bisagras desgastadas',
        diametro_mm: String(diameter + 0.5),
        equivalencias: source.fresh(...random.pick(AFTERMARKET.slice(1))),
      })
    }
  }
  return rows
}

function pinTag(random: RandomSource): string {
  const roll = random.next()
  if (roll < 0.04) return 'oferta'
  return tag(random)
}

function position(
  random: RandomSource,
  kind: VehicleKind,
  name: string,
  note: string,
  kit: boolean,
): string {
  const lower = name.toLowerCase()
  const door = lower.includes('compuerta')
    ? 'compuerta'
    : lower.includes('corrediza')
      ? 'puerta corrediza'
      : lower.includes('trasera')
        ? 'puerta trasera'
        : kind === 'truck'
          ? 'puerta de cabina'
          : random.next() < 0.8
            ? 'puerta delantera'
            : 'puerta trasera'
  const hinge =
    door === 'compuerta'
      ? undefined
      : lower.includes('superior')
        ? 'bisagra superior'
        : lower.includes('inferior')
          ? 'bisagra inferior'
          : kit
            ? 'ambas bisagras'
            : random.pick(['bisagra inferior', 'bisagra superior', 'ambas bisagras'])
  const side =
    note.includes('izquierda o derecha') || kit || random.next() < 0.85
      ? 'ambos lados'
      : random.pick(['lado izquierdo', 'lado derecho'])
  const text = [door, hinge, side].filter(Boolean).join(' · ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function piecesPerPack(
  random: RandomSource,
  kind: VehicleKind,
  name: string,
  note: string,
  kit: boolean,
): number {
  // A kit is counted in its pieces: pins, bushings and clips.
  if (name.includes('2 pernos y 4 bujes')) return 6
  if (kit) return 8
  if (note === 'Se vende por par') return 2
  if (kind === 'truck') return 1
  return random.pick([1, 1, 1, 2, 2, 10])
}

function finish(random: RandomSource, kind: VehicleKind, note: string, kit: boolean): string {
  if (note.includes('zincado')) return 'Zincado'
  if (kit) return random.pick(['Zincado', 'Tropicalizado'])
  if (kind === 'truck') return random.pick(['Fosfatado', 'Fosfatado', 'Natural', 'Zincado'])
  return random.pick([
    'Tropicalizado',
    'Tropicalizado',
    'Zincado',
    'Zincado',
    'Fosfatado',
    'Pavonado',
    'Negro',
  ])
}

function material(random: RandomSource, kind: VehicleKind, text: string, kit: boolean): string {
  const lower = text.toLowerCase()
  if (kit) return 'Acero 1045, bujes de latón y seguros de acero'
  if (kind === 'truck') {
    return lower.includes('latón') ? 'Acero 4140 con buje de latón' : 'Acero 4140 templado'
  }
  if (lower.includes('latón') || lower.includes('buje')) return 'Acero 1045 con buje de latón'
  if (lower.includes('tratamiento térmico')) return 'Acero 1045 con tratamiento térmico'
  if (lower.includes('reforzado')) return 'Acero 4140 templado'
  return random.pick(['Acero 1045', 'Acero 1045', 'Acero 1018 cementado', 'Acero 1045 rectificado'])
}

function pinEquivalences(source: PartSource, make: string, kit: boolean): string {
  const { random } = source
  const oeShape = OE_SHAPES[make]
  // Car makers sell no kits of this kind, and some pins have no known OE number.
  const oe = oeShape && !kit && random.next() < 0.85 ? [source.fresh(make, oeShape)] : []
  const others = AFTERMARKET.filter(() => random.next() < 0.45).map(([brand, shape]) =>
    source.fresh(brand, shape),
  )
  const all = [...oe, ...others]
  return all.length > 0 ? all.join('|') : '-'
}
