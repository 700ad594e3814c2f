import type { LineId } from '../../src/catalogue/lines.ts'
import {
  applications,
  equivalences,
  note,
  numbered,
  type PartSource,
  type Row,
  type Shape,
  tag,
} from './part-source.ts'
import type { RandomSource } from './random-source.ts'
import { VEHICLES, type Vehicle } from './vehicles.ts'

// One generated part of each line, with the measures, vehicles and facts a part of that line
// has: a stud or nut takes the thread of the vehicles it lists, a brake kit or caliper bolt fits
// vehicles of one make and class, and the lines not listed by vehicle say what the part is for.
// The other brands are fictitious and their numbers invented.

type Brands = readonly (readonly [string, Shape])[]

const WHEEL_BRANDS: Brands = [
  ['Birlotek', numbered('BT-')],
  ['Ruvalsa', numbered('R-', 5, 6)],
  ['Hexaplus', numbered('HX-')],
]
const KIT_BRANDS: Brands = [
  ['Frenova', numbered('FK-')],
  ['Zapaltek', numbered('ZK-')],
]
const CALIPER_BRANDS: Brands = [
  ['Guiatec', numbered('GT-')],
  ['Frenova', numbered('FC-')],
]
const TERMINAL_BRANDS: Brands = [
  ['Voltaxa', numbered('VT-')],
  ['Bornex', numbered('BX-')],
]
const WASHER_BRANDS: Brands = [
  ['Cuprel', numbered('CU-')],
  ['Selladex', numbered('SD-')],
]
const RING_BRANDS: Brands = [
  ['Anillex', numbered('AX-')],
  ['Retenix', numbered('RT-')],
]
const BUSHING_BRANDS: Brands = [
  ['Roscafix', numbered('RF-')],
  ['Tuercafix', numbered('TF-')],
]
const CLAMP_BRANDS: Brands = [
  ['Mangix', numbered('MG-')],
  ['Cinchatec', numbered('CT-')],
]
const OTHER_BRANDS: Brands = [
  ['Fixora', numbered('FX-')],
  ['Surtimax', numbered('SX-')],
]

const CARS = VEHICLES.filter((v) => v.kind !== 'truck')
const TRUCKS = VEHICLES.filter((v) => v.kind === 'truck')
const WITH_NUTS = VEHICLES.filter((v) => !v.wheel.bolts)

/** 'M12 × 1.5' → 'M12', '7/8-11 UNC' → '7/8': what a thread's sizes are looked up by. */
const nominal = (thread: string) => thread.split(/[ -]/)[0] ?? thread

/** A length in mm between `min` and `max`, whole. */
const mm = (random: RandomSource, [min, max]: readonly [number, number]) =>
  String(random.int(min, max))

/** `value` written as the sheet writes a decimal ('12.2', '15'). */
const decimal = (value: number) => String(Number(value.toFixed(2)))

/** Picks among `[weight, value]` pairs in proportion to their weights. */
function weighted<T>(random: RandomSource, choices: readonly (readonly [number, T])[]): T {
  const total = choices.reduce((sum, [weight]) => sum + weight, 0)
  let roll = random.next() * total
  for (const [weight, value] of choices) {
    roll -= weight
    if (roll < 0) return value
  }
  return (choices.at(-1) as readonly [number, T])[1]
}

const STUD_SIZES: Record<string, { length: [number, number]; knurls: number[] }> = {
  M12: { length: [32, 60], knurls: [12.9, 13.5, 13.8, 14.3, 14.7] },
  M14: { length: [45, 80], knurls: [15.9, 16.1, 16.5] },
  '7/16': { length: [35, 50], knurls: [12.7, 13.2] },
  '1/2': { length: [35, 65], knurls: [14.3, 15.1, 15.6] },
  '9/16': { length: [60, 90], knurls: [17.4, 17.8] },
}

function stud(source: PartSource): Row {
  const { random } = source
  const main = random.pick(CARS)
  const { thread, hex, bolts } = main.wheel
  const fits = CARS.filter((v) => v.wheel.thread === thread && v.wheel.bolts === bolts)
  const common = {
    clave: source.key('BR'),
    etiqueta: tag(random),
    rosca: thread,
    aplicaciones: applications(random, main, fits, 3),
    equivalencias: equivalences(source, WHEEL_BRANDS),
  }
  if (bolts) {
    return {
      ...common,
      nombre: `Birlo removible ${thread}`,
      txt_adicional: note(random, [
        `Cabeza hexagonal de ${hex} mm y asiento cónico 60°`,
        'Para rin de acero original',
        'Cuerda laminada con tratamiento térmico',
      ]),
      largo_mm: mm(random, [24, 32]),
      moleteado_mm: '-',
      tipo: 'Removible hexagonal',
      posicion: 'Rueda delantera y trasera',
      piezas_por_paquete: String(random.pick([4, 4, 5, 20])),
      acabado: random.pick(['Cromado', 'Cromado', 'Zincado', 'Tropicalizado']),
      material: 'Acero grado 10.9',
    }
  }
  const size = STUD_SIZES[nominal(thread)] ?? { length: [35, 60], knurls: [14.3] }
  const hub = random.next() < 0.3
  const length = Number(mm(random, size.length))
  return {
    ...common,
    nombre: hub
      ? `Birlo de cubo ${thread}`
      : `${length > size.length[1] - 10 ? 'Birlo largo de presión' : 'Birlo de presión'} ${thread}`,
    txt_adicional: note(random, [
      'Para rin de acero o de aluminio',
      'Se instala con prensa sin calentar el cubo',
      'Largo para rin de aluminio grueso o separador',
      'Cuerda laminada con tratamiento térmico',
    ]),
    largo_mm: String(length),
    moleteado_mm: random.next() < 0.9 ? String(random.pick(size.knurls)) : '-',
    tipo: hub ? 'Integrado al cubo' : 'De presión',
    posicion: hub
      ? random.pick(['Rueda delantera', 'Eje trasero'])
      : random.pick(['Rueda delantera y trasera', 'Rueda delantera y trasera', 'Eje trasero']),
    piezas_por_paquete: String(random.pick([10, 10, 20, 50])),
    acabado: random.pick(['Tropicalizado', 'Tropicalizado', 'Zincado', 'Fosfatado']),
    material: thread.startsWith('M') ? 'Acero grado 10.9 templado' : 'Acero grado 8',
  }
}

const HEAVY_SIZES: Record<string, { length: [number, number]; knurls: number[] }> = {
  M20: { length: [70, 120], knurls: [22.4, 22.6] },
  M22: { length: [80, 160], knurls: [24.1, 24.6] },
  '7/8': { length: [95, 160], knurls: [24.4, 24.8] },
  '3/4': { length: [75, 110], knurls: [21.1] },
}

function heavyNut(random: RandomSource, vehicle: Vehicle | undefined, thread: string): string {
  if (random.next() < 0.1) return '-'
  if (thread.startsWith('M20')) return random.pick(['Cónica 60°, 32 mm', 'Con brida, 32 mm'])
  if (thread.startsWith('M22')) {
    return vehicle?.brand === 'Mercedes-Benz'
      ? 'Con brida, 32 mm'
      : random.pick(['Dos piezas, 33 mm', 'Dos piezas, 33 mm', 'Con brida, 33 mm'])
  }
  if (thread.startsWith('3/4')) return 'Esférica, 1 1/2″'
  return random.pick(['Dos piezas, 1 1/2″', 'Interior y exterior, 1 1/2″'])
}

function heavyStud(source: PartSource): Row {
  const { random } = source
  // Trailers are bought by axle, not by truck: their studs list no vehicle.
  const trailer = random.next() < 0.1
  const main = trailer ? undefined : random.pick(TRUCKS)
  const thread = main?.wheel.thread ?? random.pick(['3/4-16 UNF', 'M22 × 1.5'])
  const size = HEAVY_SIZES[nominal(thread)] ?? { length: [80, 140], knurls: [24.6] }
  const length = Number(mm(random, size.length))
  return {
    clave: source.key('BE'),
    nombre: trailer
      ? `Birlo para remolque ${thread}`
      : `${length > 120 ? 'Birlo extrapesado largo' : 'Birlo extrapesado'} ${thread}`,
    etiqueta: tag(random),
    txt_adicional: note(random, [
      thread.startsWith('M22') ? 'Para rin centrado al cubo' : 'Para rin centrado al birlo',
      'Para rin doble del eje de tracción',
      'Cabeza en D contra giro',
    ]),
    rosca: thread,
    largo_mm: String(length),
    moleteado_mm: String(random.pick(size.knurls)),
    tuerca: heavyNut(random, main, thread),
    aplicaciones: main
      ? applications(
          random,
          main,
          TRUCKS.filter((v) => v.wheel.thread === thread),
          2,
        )
      : '-',
    posicion: trailer
      ? 'Eje de remolque'
      : random.pick(['Eje direccional', 'Eje delantero', 'Eje de tracción', 'Eje trasero']),
    piezas_por_paquete: String(random.pick([1, 10, 10])),
    acabado: random.pick(['Fosfatado', 'Fosfatado', 'Fosfatado', 'Zincado']),
    material: thread.startsWith('M') ? 'Acero 4140 templado' : 'Acero grado 8',
    equivalencias: equivalences(source, WHEEL_BRANDS),
  }
}

const NUT_NAMES: Record<string, string> = {
  Cerrada: 'Tuerca cerrada',
  Abierta: 'Tuerca abierta',
  'De seguridad': 'Juego de tuercas de seguridad',
  'Dos piezas': 'Tuerca de dos piezas',
  'Con brida': 'Tuerca de brida',
}

function nut(source: PartSource): Row {
  const { random } = source
  const main = random.pick(WITH_NUTS)
  const { thread, hex } = main.wheel
  const truck = main.kind === 'truck'
  let seat: string
  let type: string
  if (truck && thread.startsWith('M22')) {
    type = main.brand === 'Mercedes-Benz' ? 'Con brida' : random.pick(['Dos piezas', 'Con brida'])
    seat = type === 'Con brida' ? 'Plano' : 'Plano con rondana'
  } else if (truck) {
    type = random.pick(['Cerrada', 'Con brida'])
    seat = type === 'Con brida' ? 'Plano' : thread.startsWith('M') ? 'Cónico 60°' : 'Esférico'
  } else {
    type = weighted(random, [
      [0.65, 'Cerrada'],
      [0.2, 'Abierta'],
      [0.15, 'De seguridad'],
    ])
    // Alloy wheels of some Japanese makes seat their nuts on a washer.
    const washer = hex === 21 && thread === 'M12 × 1.5' && type === 'Cerrada'
    seat = washer && random.next() < 0.3 ? 'Plano con rondana' : 'Cónico 60°'
  }
  // Aftermarket wheels often take a slimmer wrench than the maker's nut.
  const wrench = !truck && thread.startsWith('M12') && random.next() < 0.2 ? 17 : hex
  const fits = WITH_NUTS.filter((v) => v.wheel.thread === thread && v.wheel.hex === hex)
  const listed = type === 'Cerrada' || random.next() < 0.5
  return {
    clave: source.key('TR'),
    nombre: `${NUT_NAMES[type] ?? 'Tuerca'} ${thread}`,
    etiqueta: tag(random),
    txt_adicional:
      type === 'De seguridad'
        ? 'Incluye 4 tuercas y su llave codificada'
        : note(
            random,
            truck
              ? ['Forjada en una pieza', 'Rondana giratoria que no marca el rin']
              : [
                  'Capuchón cromado',
                  'Para birlo largo o separador',
                  'Para rin de aluminio original',
                  'Forjada en una pieza',
                ],
          ),
    rosca: thread,
    hexagono_mm: decimal(wrench),
    asiento: seat,
    tipo: type,
    aplicaciones: listed ? applications(random, main, fits, 3) : '-',
    posicion: '-',
    piezas_por_paquete: String(
      type === 'De seguridad' ? 4 : truck ? 10 : random.pick([4, 20, 20, 50, 100]),
    ),
    acabado: truck
      ? random.pick(['Fosfatado', 'Zincado'])
      : random.pick(['Cromado', 'Cromado', 'Tropicalizado', 'Zincado', 'Negro']),
    material: truck ? 'Acero 4140 templado' : 'Acero 1035 forjado',
    equivalencias: equivalences(source, WHEEL_BRANDS),
  }
}

const DRUM_CONTENTS = [
  'Resortes de retorno, retenes, pasadores y clips',
  'Resortes de retorno, retenes y pasadores',
  'Resortes, retenes, pasadores y ajustador automático',
  'Resortes, retenes, pasadores y palanca de estacionamiento',
]
const DISC_CONTENTS = [
  'Clips antirruido, guías y fundas de hule',
  'Clips antirruido, tornillos guía y fundas',
  'Clips, resortes antirruido, guías y fundas',
]
const AIR_CONTENTS = [
  'Resortes, rodillos, pernos de ancla y bujes',
  'Resortes de retorno, rodillos y seguros de ancla',
]

function brakeKit(source: PartSource): Row {
  const { random } = source
  const truck = random.next() < 0.12
  const main = random.pick(truck ? TRUCKS : CARS)
  const disc = !truck && random.next() < 0.4
  const axle = disc ? (random.next() < 0.75 ? 'Delantero' : 'Trasero') : 'Trasero'
  const base = {
    clave: source.key('KF', 101),
    etiqueta: tag(random),
    freno: disc ? 'Disco' : 'Tambor',
    eje: axle,
    aplicaciones: applications(
      random,
      main,
      (truck ? TRUCKS : CARS).filter((v) => v.kind === main.kind),
      2,
    ),
    piezas_por_paquete: '1',
    equivalencias: equivalences(source, KIT_BRANDS),
  }
  if (truck) {
    return {
      ...base,
      nombre: 'Kit de reparación de freno de aire',
      txt_adicional: note(random, [
        'Para tambor de 16.5 × 7 pulgadas',
        'Para tambor de 15 × 4 pulgadas',
      ]),
      piezas: String(random.int(20, 40)),
      contenido: random.pick(AIR_CONTENTS),
      posicion: 'Eje de tracción',
      acabado: 'Fosfatado',
      material: 'Acero de resorte y bujes de bronce',
    }
  }
  const wheels = axle === 'Delantero' ? 'Ambas ruedas delanteras' : 'Ambas ruedas traseras'
  if (disc) {
    return {
      ...base,
      nombre:
        axle === 'Trasero'
          ? 'Kit de herrajes para freno de disco trasero'
          : 'Kit de herrajes para freno de disco',
      txt_adicional: note(random, [
        'Reduce el rechinido de las balatas',
        'Incluye grasa de silicón',
      ]),
      piezas: String(random.int(6, 14)),
      contenido: random.pick(DISC_CONTENTS),
      posicion: wheels,
      acabado: 'Zincado',
      material: 'Acero inoxidable y hule EPDM',
    }
  }
  return {
    ...base,
    nombre: random.pick([
      'Kit de resortes para freno de tambor',
      'Kit de herrajes para freno de tambor',
    ]),
    txt_adicional: note(random, ['Para las dos ruedas traseras', 'Resortes marcados por color']),
    piezas: String(random.int(12, 28)),
    contenido: random.pick(DRUM_CONTENTS),
    posicion: wheels,
    acabado: random.pick(['Zincado', 'Zincado', 'Pavonado']),
    material: 'Acero de resorte templado',
  }
}

const CALIPER_LENGTHS: Record<string, [number, number]> = {
  'Guía corta': [25, 45],
  'Guía con funda': [35, 80],
  'Guía larga': [55, 100],
  Sujeción: [40, 75],
}
const CALIPER_NAMES: Record<string, string> = {
  'Guía corta': 'Tornillo guía corto de caliper',
  'Guía con funda': 'Tornillo guía de caliper con funda',
  'Guía larga': 'Tornillo guía largo de caliper',
  Sujeción: 'Tornillo de sujeción de caliper',
}
const CALIPER_HEADS: Record<string, string[]> = {
  M7: ['Hexagonal interior 7 mm'],
  M8: ['Hexagonal 12 mm', 'Hexagonal 13 mm'],
  M10: ['Hexagonal 14 mm', 'Hexagonal 17 mm'],
  M12: ['Hexagonal 17 mm', 'Hexagonal 18 mm', 'Hexagonal 19 mm'],
  M14: ['Hexagonal 21 mm', 'Hexagonal 22 mm'],
  M16: ['Hexagonal 24 mm'],
  '3/8': ['Hexagonal interior 3/8″'],
}

function caliperBolt(source: PartSource): Row {
  const { random } = source
  const main = random.pick(CARS)
  const thread = main.caliper
  const size = nominal(thread)
  // Thick bolts hold the caliper's bracket; thin ones are the guides it slides on.
  const mounting = ['M12', 'M14', 'M16'].includes(size) ? 0.7 : 0.1
  const type =
    random.next() < mounting
      ? 'Sujeción'
      : random.pick(['Guía corta', 'Guía con funda', 'Guía con funda', 'Guía larga'])
  return {
    clave: source.key('TC'),
    nombre: CALIPER_NAMES[type] ?? 'Tornillo caliper',
    etiqueta: tag(random),
    txt_adicional:
      type === 'Guía con funda'
        ? note(random, ['Incluye funda de hule y grasa de silicón'])
        : note(random, ['Cuerda con adhesivo fijador', 'Se vende por par']),
    rosca: thread,
    largo_mm: mm(random, CALIPER_LENGTHS[type] ?? [30, 70]),
    tipo: type,
    cabeza: random.next() < 0.9 ? random.pick(CALIPER_HEADS[size] ?? ['Hexagonal 17 mm']) : '-',
    aplicaciones: applications(
      random,
      main,
      CARS.filter((v) => v.caliper === thread),
      2,
    ),
    posicion: random.next() < 0.8 ? 'Rueda delantera' : 'Rueda trasera',
    piezas_por_paquete: String(random.pick([2, 2, 4])),
    acabado: type === 'Sujeción' ? 'Fosfatado' : random.pick(['Zincado', 'Zincado', 'Fosfatado']),
    material: type === 'Sujeción' ? 'Acero grado 10.9' : 'Acero 1045 rectificado',
    equivalencias: equivalences(source, CALIPER_BRANDS),
  }
}

type TerminalFamily = {
  posts: string[]
  name: (post: string) => string
  cables: string[]
  length: [number, number] | null
  use: string
  material: string
  finishes: string[]
}

const polarity = (post: string) => (post.includes('+') ? 'positiva' : 'negativa')
const SAE = ['SAE positivo (+)', 'SAE negativo (−)']
const JIS = ['JIS positivo (+)', 'JIS negativo (−)']

const TERMINAL_FAMILIES: [number, TerminalFamily][] = [
  [
    4,
    {
      posts: SAE,
      name: (post) => `Terminal de batería ${polarity(post)}`,
      cables: ['4 AWG', '6 AWG'],
      length: [85, 100],
      use: 'Auto y camioneta',
      material: 'Plomo',
      finishes: ['Natural'],
    },
  ],
  [
    2,
    {
      posts: SAE,
      name: (post) => `Terminal de latón ${polarity(post)}`,
      cables: ['2 AWG', '4 AWG'],
      length: [100, 120],
      use: 'Camioneta y diésel',
      material: 'Latón',
      finishes: ['Natural', 'Estañado'],
    },
  ],
  [
    2,
    {
      posts: SAE,
      name: (post) => `Terminal reforzada ${polarity(post)}`,
      cables: ['1/0 AWG', '2/0 AWG'],
      length: [115, 140],
      use: 'Camión y maquinaria',
      material: 'Latón',
      finishes: ['Estañado'],
    },
  ],
  [
    2,
    {
      posts: JIS,
      name: (post) => `Terminal ${polarity(post)} para poste delgado`,
      cables: ['6 AWG', '4 AWG'],
      length: [85, 105],
      use: 'Autos japoneses compactos',
      material: 'Plomo',
      finishes: ['Natural'],
    },
  ],
  [
    1,
    {
      posts: ['Lateral'],
      name: () => 'Terminal para batería de poste lateral',
      cables: ['6 AWG', '4 AWG'],
      length: null,
      use: 'Autos con batería de poste lateral',
      material: 'Latón',
      finishes: ['Estañado'],
    },
  ],
  [
    1,
    {
      posts: ['Universal'],
      name: () => 'Terminal universal de abrazadera',
      cables: ['2 a 8 AWG', '4 a 8 AWG'],
      length: [60, 80],
      use: 'Taller y reparación de emergencia',
      material: 'Zinc fundido',
      finishes: ['Cromado', 'Natural'],
    },
  ],
]

function terminal(source: PartSource): Row {
  const { random } = source
  const family = weighted(random, TERMINAL_FAMILIES)
  const post = random.pick(family.posts)
  return {
    clave: source.key('TB'),
    nombre: family.name(post),
    etiqueta: tag(random),
    txt_adicional: note(random, [
      'Apriete con tornillo y tuerca de 10 mm',
      'Doble tornillo de apriete',
      'Incluye tapón protector',
    ]),
    poste: post,
    cable: random.pick(family.cables),
    largo_mm: family.length ? mm(random, family.length) : '-',
    uso: family.use,
    aplicaciones: '-',
    posicion: '-',
    piezas_por_paquete: String(random.pick([1, 1, 2, 10])),
    acabado: random.pick(family.finishes),
    material: family.material,
    equivalencias: equivalences(source, TERMINAL_BRANDS),
  }
}

const WASHER_THREADS: Record<number, string[]> = {
  6: ['M6 × 1'],
  8: ['M8 × 1', 'M8 × 1.25'],
  10: ['M10 × 1', 'M10 × 1.25'],
  12: ['M12 × 1.25', 'M12 × 1.5', 'M12'],
  14: ['M14 × 1.5', 'M14'],
  16: ['M16 × 1.5', 'M16'],
  18: ['M18 × 1.5'],
  20: ['M20 × 1.5'],
  22: ['M22 × 1.5'],
  24: ['M24 × 1.5'],
  26: ['M26 × 1.5'],
  30: ['M30 × 1.5'],
}

function washerUse(random: RandomSource, bore: number): string {
  if (bore <= 8) return random.pick(['Línea de combustible', 'Inyector diésel', 'Purga de frenos'])
  if (bore === 10) return random.pick(['Tornillo banjo de freno', 'Sensor de temperatura'])
  if (bore <= 14) return 'Tapón de cárter'
  if (bore === 16) return random.pick(['Tapón de cárter', 'Tapón de cárter de camioneta'])
  if (bore <= 24) return random.pick(['Tapón de cárter de camión', 'Tapón de diferencial'])
  return random.pick(['Tapón de diferencial', 'Tapón de transmisión'])
}

function washer(source: PartSource): Row {
  const { random } = source
  const bore = Number(random.pick(Object.keys(WASHER_THREADS)))
  const outer = bore + random.pick(bore <= 8 ? [4, 5, 6] : [5, 6, 8])
  const thickness = random.pick(bore <= 8 ? [1, 1.5] : [1, 1.5, 1.5, 2])
  return {
    clave: source.key('RC'),
    nombre: `Rondana de cobre ${bore} × ${outer} × ${thickness} mm`,
    etiqueta: tag(random),
    txt_adicional: note(random, [
      'Cámbiela en cada cambio de aceite',
      'Recocida para sellar sin marcar la pieza',
    ]),
    diametro_exterior_mm: String(outer),
    diametro_interior_mm: decimal(bore + 0.2),
    espesor_mm: String(thickness),
    tornillo: random.next() < 0.8 ? random.pick(WASHER_THREADS[bore] ?? ['-']) : '-',
    uso: washerUse(random, bore),
    aplicaciones: '-',
    posicion: '-',
    piezas_por_paquete: String(random.pick([10, 50, 100, 100])),
    acabado: 'Natural',
    material: 'Cobre recocido',
    equivalencias: equivalences(source, WASHER_BRANDS),
  }
}

/** A retaining ring's usual thickness for its size. */
function ringThickness(type: string, size: number): number {
  if (type === 'Tipo E') return size <= 3 ? 0.6 : size <= 6 ? 0.7 : size <= 9 ? 1 : 1.2
  if (size <= 9) return 0.8
  if (size <= 22) return 1
  if (size <= 30) return 1.2
  if (size <= 38) return 1.5
  if (size <= 48) return 1.75
  if (size <= 80) return 2
  return 2.5
}

type Ring = {
  type: string
  prefix: string
  size: [number, number]
  name: (size: number) => string
  uses: string[]
}

/** Each kind of ring with its share of the line; its key's prefix tells the kinds apart. */
const RINGS: [number, Ring][] = [
  [
    0.45,
    {
      type: 'Exterior',
      prefix: 'SE',
      size: [8, 60],
      name: (size) => `Seguro exterior para eje de ${size} mm`,
      uses: [
        'Flechas y poleas',
        'Juntas homocinéticas',
        'Flecha de transmisión',
        'Pasadores y horquillas',
        'Eje de bomba de agua',
      ],
    },
  ],
  [
    0.4,
    {
      type: 'Interior',
      prefix: 'SI',
      size: [12, 90],
      name: (size) => `Seguro interior para barreno de ${size} mm`,
      uses: [
        'Rodamiento de rueda',
        'Transmisiones',
        'Perno de pistón',
        'Rodamiento de camioneta',
        'Caja de dirección',
      ],
    },
  ],
  [
    0.15,
    {
      type: 'Tipo E',
      prefix: 'TE',
      size: [2, 15],
      name: (size) => `Seguro tipo E de ${size} mm`,
      uses: [
        'Varillajes y pedales',
        'Bisagras y mecanismos',
        'Carburador y varillajes',
        'Elevadores de ventana',
      ],
    },
  ],
]

function retainingRing(source: PartSource): Row {
  const { random } = source
  const ring = weighted(random, RINGS)
  const size = random.int(...ring.size)
  return {
    clave: source.key(ring.prefix, 101),
    nombre: ring.name(size),
    etiqueta: tag(random),
    txt_adicional: note(random, [
      'Se instala con pinzas para seguros',
      'Acero templado y revenido',
    ]),
    tipo: ring.type,
    medida_mm: String(size),
    espesor_mm: String(ringThickness(ring.type, size)),
    uso: random.pick(ring.uses),
    aplicaciones: '-',
    posicion: '-',
    piezas_por_paquete: String(random.pick([20, 50, 100])),
    acabado: random.pick(['Pavonado', 'Pavonado', 'Fosfatado', 'Zincado']),
    material: 'Acero de resorte',
    equivalencias: equivalences(source, RING_BRANDS),
  }
}

const BUSHING_THREADS: [thread: string, size: number, use: string][] = [
  ['M6 × 1', 6, 'Carrocería y soportes'],
  ['M8 × 1.25', 8, 'Carrocería y chasis'],
  ['M10 × 1.25', 10, 'Soporte de caliper'],
  ['M10 × 1.5', 10, 'Monoblock y múltiples'],
  ['M12 × 1.25', 12, 'Tapón de cárter'],
  ['M12 × 1.5', 12, 'Tapón de cárter'],
  ['M14 × 1.25', 14, 'Bujía en cabeza de aluminio'],
  ['M14 × 1.5', 14, 'Tapón de cárter'],
  ['M16 × 1.5', 16, 'Tapón de cárter de camioneta'],
  ['M18 × 1.5', 18, 'Sensor de oxígeno'],
]

function bushing(source: PartSource): Row {
  const { random } = source
  const [inner, size, use] = random.pick(BUSHING_THREADS)
  const outer = `M${size + random.pick([4, 4, 6])} × 1.5`
  const material =
    use.startsWith('Tapón') && random.next() < 0.7
      ? 'Latón'
      : use === 'Sensor de oxígeno'
        ? 'Acero inoxidable'
        : 'Acero'
  return {
    clave: source.key('CA'),
    nombre: use.startsWith('Tapón')
      ? `Casquillo de reparación para tapón de cárter ${inner}`
      : use.startsWith('Bujía')
        ? 'Casquillo para bujía en cabeza de aluminio'
        : use === 'Sensor de oxígeno'
          ? 'Casquillo para sensor de oxígeno'
          : `Casquillo de reparación de cuerda ${inner}`,
    etiqueta: tag(random),
    txt_adicional: note(random, [
      'Recupera la cuerda barrida sin cambiar la pieza',
      'Se instala con el macho de la misma medida',
    ]),
    rosca_exterior: outer,
    rosca_interior: inner,
    largo_mm: mm(random, size <= 8 ? [8, 16] : [10, 28]),
    uso: use,
    aplicaciones: '-',
    posicion: '-',
    piezas_por_paquete: String(size <= 8 ? 5 : random.pick([1, 1, 2])),
    acabado: material === 'Acero' ? random.pick(['Pavonado', 'Zincado', 'Fosfatado']) : 'Natural',
    material,
    equivalencias: equivalences(source, BUSHING_BRANDS),
  }
}

const WORM_RANGES: [number, number][] = [
  [8, 12],
  [10, 16],
  [12, 20],
  [16, 27],
  [20, 32],
  [26, 44],
  [32, 50],
  [40, 60],
  [50, 70],
  [60, 80],
  [70, 90],
  [80, 100],
  [90, 110],
  [100, 120],
  [110, 130],
]

function wormUse(random: RandomSource, high: number): string {
  if (high <= 27) return random.pick(['Combustible y vacío', 'Manguera de combustible delgada'])
  if (high <= 50)
    return random.pick(['Calefacción', 'Radiador', 'Manguera de dirección hidráulica'])
  if (high <= 90) return random.pick(['Radiador y admisión', 'Admisión de aire'])
  return random.pick(['Tubería de maquinaria', 'Manguera de admisión de camión'])
}

type ClampSize = {
  low: number
  high: number
  band: number
  use: string
  stainless: boolean
  pack: number
}

function clampSize(random: RandomSource, type: string): ClampSize {
  switch (type) {
    case 'Sinfín': {
      const [low, high] = random.pick(WORM_RANGES)
      return {
        low,
        high,
        band: high <= 27 ? random.pick([8, 9]) : random.pick([9, 12.7, 12.7, 14.2]),
        use: wormUse(random, high),
        stainless: random.next() < 0.7,
        pack: 10,
      }
    }
    case 'De oreja': {
      const low = random.int(100, 600) / 10
      return {
        low,
        high: low + 2.5,
        band: random.pick([7, 9]),
        use: random.pick(['Fuelle de junta homocinética', 'Manguera de combustible']),
        stainless: true,
        pack: 20,
      }
    }
    case 'De resorte': {
      const high = random.int(12, 50)
      return {
        low: high - 3,
        high,
        band: random.int(12, 20),
        use: random.pick(['Mangueras de calefacción', 'Manguera de radiador']),
        stainless: false,
        pack: 20,
      }
    }
    default: {
      const low = random.int(40, 150)
      const tee = type === 'Tipo T'
      return {
        low,
        high: low + 8,
        band: tee ? 19 : 22,
        use: tee ? 'Turbo e intercooler' : 'Manguera de admisión de camión',
        stainless: tee,
        pack: 2,
      }
    }
  }
}

function clamp(source: PartSource): Row {
  const { random } = source
  const type = weighted(random, [
    [0.65, 'Sinfín'],
    [0.1, 'De oreja'],
    [0.1, 'De resorte'],
    [0.1, 'Tipo T'],
    [0.05, 'De torre'],
  ])
  const { low, high, band, use, stainless, pack } = clampSize(random, type)
  const range = `${decimal(low)}–${decimal(high)} mm`
  const names: Record<string, string> = {
    Sinfín: `Abrazadera sinfín ${range}`,
    'De oreja': `Abrazadera de oreja ${range}`,
    'De resorte': `Abrazadera de resorte ${high} mm`,
    'Tipo T': `Abrazadera tipo T ${range}`,
    'De torre': `Abrazadera de torre ${range}`,
  }
  const spring = type === 'De resorte'
  return {
    clave: source.key('AB'),
    nombre: names[type] ?? `Abrazadera ${range}`,
    etiqueta: tag(random),
    txt_adicional: note(
      random,
      type === 'Sinfín'
        ? ['Borde redondeado que no corta la manguera', 'Tornillo con cabeza hexagonal de 7 mm']
        : ['Borde redondeado que no corta la manguera'],
    ),
    tipo: type,
    diametro_mm: `${decimal(low)}-${decimal(high)}`,
    banda_mm: decimal(band),
    uso: use,
    aplicaciones: '-',
    posicion: '-',
    piezas_por_paquete: String(pack),
    acabado: stainless ? 'Natural' : spring ? random.pick(['Zincado', 'Negro']) : 'Galvanizado',
    material: stainless ? 'Acero inoxidable' : spring ? 'Acero de resorte' : 'Acero al carbono',
    equivalencias: equivalences(source, CLAMP_BRANDS),
  }
}

type Other = {
  name: string
  size: string
  use: string
  material: string
  finish: string
  pack: number
  /** Whether it is bought for a given make's cars, and lists them. */
  byVehicle?: boolean
}

const WOODRUFF: Record<number, number[]> = {
  2: [7, 10],
  2.5: [10],
  3: [13, 16],
  4: [13, 16, 19],
  5: [16, 19, 22],
  6: [22, 25],
}

function otherPart(random: RandomSource, type: string): Other {
  switch (type) {
    case 'Cuña de media luna': {
      const width = Number(random.pick(Object.keys(WOODRUFF)))
      const diameter = random.pick(WOODRUFF[width] ?? [13])
      return {
        name: `Cuña de media luna ${width} × ${diameter} mm`,
        size: `${width} × ${diameter} mm`,
        use: random.pick([
          'Polea de cigüeñal',
          'Engrane de distribución',
          'Engrane de bomba de inyección',
          'Polea de alternador',
        ]),
        material: 'Acero 1045',
        finish: random.pick(['Natural', 'Pavonado']),
        pack: random.pick([10, 50]),
      }
    }
    case 'Grapa': {
      const use = random.pick([
        'Fascia y defensa',
        'Vestidura de puerta',
        'Salpicadera',
        'Parrilla',
      ])
      return {
        name: `Grapa de ${use.toLowerCase()}`,
        size: `Barreno de ${random.int(5, 10)} mm`,
        use,
        material: 'Nylon',
        finish: 'Negro',
        pack: random.pick([25, 50, 100]),
        byVehicle: true,
      }
    }
    case 'Clip de moldura': {
      const use = random.pick(['Moldura lateral', 'Moldura de techo', 'Moldura de parabrisas'])
      return {
        name: `Clip de ${use.toLowerCase()}`,
        size: `Barreno de ${random.int(6, 10)} mm`,
        use,
        material: 'Nylon',
        finish: 'Negro',
        pack: random.pick([25, 50]),
        byVehicle: true,
      }
    }
    case 'Herraje':
      return random.next() < 0.6
        ? {
            name: 'Tornillo de carrocería con rondana',
            size: `${random.pick(['M6 × 1', 'M8 × 1.25', 'M10 × 1.25'])} × ${random.pick([16, 20, 25, 30])} mm`,
            use: random.pick(['Carrocería y salpicaderas', 'Tolva de motor', 'Defensa']),
            material: 'Acero grado 8.8',
            finish: random.pick(['Zincado', 'Negro']),
            pack: 20,
          }
        : {
            name: 'Soporte de tubo de escape',
            size: `Para tubo de ${random.pick([38, 45, 50, 57, 63])} mm`,
            use: 'Tubo de escape',
            material: 'Acero con aislante de hule',
            finish: 'Galvanizado',
            pack: 2,
          }
    case 'Filtro':
      return weighted(random, [
        [
          0.5,
          {
            name: 'Filtro de aceite',
            size: `Rosca ${random.pick(['3/4″-16 UNF', 'M20 × 1.5', '13/16″-16 UNF'])}`,
            use: 'Motor a gasolina',
            material: 'Papel filtrante y lámina de acero',
            finish: '-',
            pack: 1,
            byVehicle: true,
          },
        ],
        [
          0.25,
          {
            name: 'Filtro de gasolina en línea',
            size: `Conexiones de ${random.pick([6, 8, 10])} mm`,
            use: 'Línea de combustible',
            material: 'Carcasa de nylon',
            finish: '-',
            pack: 1,
          },
        ],
        [
          0.25,
          {
            name: 'Filtro de aire',
            size: `${random.int(20, 32) * 10} × ${random.int(15, 24) * 10} mm`,
            use: 'Admisión de motor',
            material: 'Papel filtrante y marco de poliuretano',
            finish: '-',
            pack: 1,
            byVehicle: true,
          },
        ],
      ])
    default: {
      const diameter = random.pick([2, 2.5, 3, 4, 5, 6])
      const length = random.pick([16, 20, 25, 30, 40])
      const [name, use] = random.pick([
        ['Chaveta de acero', 'Tuerca de maza'],
        ['Pasador elástico', 'Pasadores de varillaje'],
        ['Pasador de horquilla', 'Varillaje de freno de estacionamiento'],
      ] as const)
      return {
        name: `${name} ${diameter} × ${length} mm`,
        size: `Ø ${diameter} × ${length} mm`,
        use,
        material: name === 'Pasador elástico' ? 'Acero de resorte' : 'Acero 1010',
        finish: random.pick(['Zincado', 'Pavonado']),
        pack: random.pick([50, 100]),
      }
    }
  }
}

function other(source: PartSource): Row {
  const { random } = source
  const type = weighted(random, [
    [0.2, 'Cuña de media luna'],
    [0.2, 'Grapa'],
    [0.15, 'Clip de moldura'],
    [0.15, 'Herraje'],
    [0.15, 'Filtro'],
    [0.15, 'Pasador'],
  ])
  const part = otherPart(random, type)
  const main = random.pick(CARS)
  return {
    clave: source.key('OT'),
    nombre: part.name,
    etiqueta: tag(random),
    txt_adicional: '-',
    tipo: type,
    medida: part.size,
    uso: part.use,
    // Trim clips and filters are bought for a make's cars; the rest by size alone.
    aplicaciones:
      part.byVehicle && random.next() < 0.6
        ? applications(
            random,
            main,
            CARS.filter((v) => v.brand === main.brand),
            2,
          )
        : '-',
    posicion: '-',
    piezas_por_paquete: String(part.pack),
    acabado: part.finish,
    material: part.material,
    equivalencias: equivalences(source, OTHER_BRANDS),
  }
}

/**
 * Each line's share of the parts that are not door pins (studs and nuts sell most), and how one
 * part of it is made. The door pins come in a run of their own (door-pins.ts).
 */
export const OTHER_LINES: { id: LineId; weight: number; part: (source: PartSource) => Row }[] = [
  { id: 'birlos', weight: 14, part: stud },
  { id: 'birlos-extrapesados', weight: 8, part: heavyStud },
  { id: 'tuercas', weight: 14, part: nut },
  { id: 'kits-de-frenos', weight: 9, part: brakeKit },
  { id: 'tornillos-caliper', weight: 9, part: caliperBolt },
  { id: 'terminales', weight: 7, part: terminal },
  { id: 'rondanas', weight: 9, part: washer },
  { id: 'seguros', weight: 8, part: retainingRing },
  { id: 'casquillos', weight: 7, part: bushing },
  { id: 'abrazaderas', weight: 8, part: clamp },
  { id: 'otros', weight: 7, part: other },
]
