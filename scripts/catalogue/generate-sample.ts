import { existsSync, writeFileSync } from 'node:fs'
import { PINS_HEADER } from '../../server/catalogue/test-fixtures.ts'

const CSV_COLUMNS = PINS_HEADER.split(',')

import { FACT_COLUMNS } from '../../server/catalogue/product-facts.ts'
import { randomSource } from './random-source.ts'
import { type SampleFacts, sampleFacts } from './sample-facts.ts'

// Seeds data/catalogue/productos.csv with a realistic sample catalogue. The CSV, not this script,
// is the source of truth once staff edit it, so the script refuses to overwrite it without --force.
// Usage: node scripts/catalogue/generate-sample.ts [--force]

const OUTPUT = 'data/catalogue/productos.csv'

type Kind = 'auto' | 'pickup' | 'van' | 'truck'
type Vehicle = { brand: string; model: string; from: number; to: number; kind: Kind }

const VEHICLES: Vehicle[] = [
  ...fleet('Nissan', 'auto', [
    ['Tsuru', 1992, 2017],
    ['Sentra', 2000, 2012],
    ['Platina', 2002, 2010],
    ['Tiida', 2007, 2018],
    ['March', 2011, 2020],
    ['Versa', 2012, 2019],
    ['X-Trail', 2002, 2013],
  ]),
  ...fleet('Nissan', 'pickup', [
    ['Pick-up D21', 1993, 2008],
    ['NP300 Estacas / Chasís', 2009, 2015],
    ['Frontier', 2005, 2015],
  ]),
  ...fleet('Nissan', 'van', [['Urvan', 2001, 2013]]),
  ...fleet('Volkswagen', 'auto', [
    ['Sedán', 1970, 2003],
    ['Jetta A4', 1999, 2015],
    ['Pointer', 1998, 2009],
    ['Golf A4', 1999, 2007],
    ['Caribe', 1977, 1987],
    ['Derby', 1996, 2009],
    ['Gol', 2008, 2016],
  ]),
  ...fleet('Volkswagen', 'van', [
    ['Combi', 1970, 2002],
    ['Eurovan', 1994, 2003],
  ]),
  ...fleet('Volkswagen', 'pickup', [['Saveiro', 2010, 2023]]),
  ...fleet('Chevrolet', 'auto', [
    ['Chevy', 1994, 2012],
    ['Aveo', 2008, 2017],
    ['Corsa', 2002, 2008],
    ['Astra', 2000, 2007],
  ]),
  ...fleet('Chevrolet', 'pickup', [
    ['Silverado', 1999, 2006],
    ['Cheyenne', 2007, 2013],
    ['Tornado', 2004, 2011],
    ['S-10', 1994, 2004],
    ['Suburban', 2000, 2006],
  ]),
  ...fleet('Chevrolet', 'van', [['Express Van', 2003, 2017]]),
  ...fleet('Ford', 'pickup', [
    ['F-150', 1997, 2004],
    ['Lobo', 2004, 2008],
    ['Ranger', 1998, 2012],
    ['Courier', 2001, 2010],
    ['Super Duty F-350', 1999, 2016],
  ]),
  ...fleet('Ford', 'auto', [
    ['Ikon', 2001, 2015],
    ['Fiesta', 2003, 2010],
    ['Focus', 2000, 2007],
    ['EcoSport', 2004, 2012],
  ]),
  ...fleet('Ford', 'van', [['Econoline', 1992, 2014]]),
  ...fleet('Dodge', 'pickup', [
    ['Ram 1500/2500', 2002, 2008],
    ['Ram 4000', 2008, 2012],
    ['Dakota', 1997, 2004],
  ]),
  ...fleet('Dodge', 'auto', [
    ['Neon', 2000, 2005],
    ['Attitude', 2006, 2014],
    ['Stratus', 2001, 2006],
  ]),
  ...fleet('Chrysler', 'auto', [
    ['300', 2005, 2010],
    ['PT Cruiser', 2001, 2010],
  ]),
  ...fleet('Chrysler', 'van', [['Voyager', 2001, 2007]]),
  ...fleet('Toyota', 'pickup', [
    ['Hilux', 2005, 2015],
    ['Tacoma', 2005, 2015],
  ]),
  ...fleet('Toyota', 'auto', [
    ['Corolla', 2003, 2008],
    ['Yaris', 2006, 2013],
  ]),
  ...fleet('Toyota', 'van', [['Hiace', 2005, 2018]]),
  ...fleet('Honda', 'auto', [
    ['Civic', 2001, 2005],
    ['Accord', 1998, 2002],
    ['CR-V', 2002, 2006],
    ['Fit', 2007, 2014],
    ['City', 2009, 2013],
  ]),
  ...fleet('Renault', 'auto', [
    ['Clio', 2002, 2010],
    ['Mégane', 2004, 2010],
    ['Scénic', 2002, 2008],
    ['Logan', 2015, 2019],
    ['Sandero', 2010, 2019],
    ['Duster', 2013, 2019],
  ]),
  ...fleet('Renault', 'van', [['Kangoo', 2004, 2010]]),
  ...fleet('Mazda', 'auto', [
    ['Mazda 3', 2004, 2013],
    ['Mazda 6', 2003, 2008],
    ['CX-7', 2007, 2012],
  ]),
  ...fleet('Mazda', 'pickup', [['BT-50', 2007, 2011]]),
  ...fleet('Suzuki', 'auto', [
    ['Swift', 2011, 2017],
    ['Grand Vitara', 2006, 2015],
    ['SX4', 2007, 2014],
  ]),
  ...fleet('Mitsubishi', 'pickup', [['L200', 2008, 2015]]),
  ...fleet('Mitsubishi', 'auto', [
    ['Lancer', 2004, 2016],
    ['Outlander', 2003, 2013],
  ]),
  ...fleet('Peugeot', 'auto', [
    ['206', 2000, 2008],
    ['307', 2002, 2008],
  ]),
  ...fleet('Peugeot', 'van', [['Partner', 2009, 2018]]),
  ...fleet('Kenworth', 'truck', [
    ['T800', 1990, 2020],
    ['W900', 1990, 2020],
    ['T370', 2010, 2020],
  ]),
  ...fleet('International', 'truck', [
    ['4300', 2003, 2020],
    ['ProStar', 2008, 2020],
    ['9200i', 2000, 2012],
  ]),
  ...fleet('Freightliner', 'truck', [
    ['Cascadia', 2008, 2020],
    ['M2 106', 2003, 2020],
    ['Columbia', 2001, 2012],
  ]),
  ...fleet('Isuzu', 'truck', [
    ['ELF 300', 2005, 2020],
    ['ELF 600', 2005, 2020],
  ]),
]

// Realistic ranges per vehicle class: [min, max] length in mm and the usual pin diameters.
const SIZES: Record<Kind, { length: [number, number]; diameters: number[] }> = {
  auto: { length: [42, 72], diameters: [7, 7.9, 8, 9, 9.5, 10] },
  pickup: { length: [58, 96], diameters: [9.5, 10, 11, 12, 12.7] },
  van: { length: [52, 88], diameters: [8, 9.5, 10, 11, 12] },
  truck: { length: [92, 178], diameters: [14, 15.9, 16, 19, 22, 25.4] },
}

const PIN_NAMES: Record<Kind, string[]> = {
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

const NOTES = [
  'Incluye 2 bujes de latón',
  'Incluye seguro de retención',
  'Acero 1045 con tratamiento térmico',
  'Acabado zincado contra corrosión',
  'Se vende por par',
  'Sirve para puerta izquierda o derecha',
  'Con grasera para lubricación',
]

const PIN_COUNT = 140
const KIT_COUNT = 20
// Kits get keys from PP-201 on, so that the catalogue's number order lists single pins first.
const FIRST_KIT_NUMBER = 201
const OVERSIZE_EVERY = 10

type Product = {
  key: string
  name: string
  tag: string
  note: string
  lengthMm: number
  diameterMm: number
  applications: { vehicle: Vehicle; from: number; to: number }[]
}

function fleet(brand: string, kind: Kind, models: [string, number, number][]): Vehicle[] {
  return models.map(([model, from, to]) => ({ brand, model, from, to, kind }))
}

const random = randomSource(20240611)

// Most pins fit a model's whole production; some only the years before or after a redesign.
function yearSpan(vehicle: Vehicle) {
  const { from, to } = vehicle
  if (to - from < 8 || random.next() < 0.6) return { vehicle, from, to }
  const redesign = random.int(from + 4, to - 3)
  return random.next() < 0.5 ? { vehicle, from, to: redesign - 1 } : { vehicle, from: redesign, to }
}

// A pin fits its main vehicle and often siblings of the same brand and class; now and then a
// vehicle of another brand that shares the hinge size.
function applicationsFor(main: Vehicle, maxExtra: number) {
  const siblings = VEHICLES.filter((v) => v.kind === main.kind && v !== main)
  const chosen = [main]
  const extra = random.int(0, maxExtra)
  for (let i = 0; i < extra; i++) {
    const sameBrand = siblings.filter((v) => v.brand === main.brand && !chosen.includes(v))
    const pool = sameBrand.length > 0 && random.next() < 0.85 ? sameBrand : siblings
    const candidate = random.pick(pool)
    if (!chosen.includes(candidate)) chosen.push(candidate)
  }
  return chosen.map(yearSpan)
}

function tag(): string {
  const roll = random.next()
  if (roll < 0.14) return 'más vendido'
  if (roll < 0.24) return 'nuevo'
  if (roll < 0.28) return 'oferta'
  return '-'
}

function size(kind: Kind) {
  const { length, diameters } = SIZES[kind]
  return { lengthMm: random.int(length[0], length[1]), diameterMm: random.pick(diameters) }
}

function buildProducts(): Product[] {
  const products: Product[] = []
  for (let n = 1; n <= PIN_COUNT; n++) {
    // Cycling through the vehicles guarantees that every model has at least one pin.
    const main = VEHICLES[(n - 1) % VEHICLES.length]
    if (!main) throw new Error('no vehicles')
    const pin: Product = {
      key: `PP-${n}`,
      name: random.pick(PIN_NAMES[main.kind]),
      tag: tag(),
      note: random.next() < 0.45 ? random.pick(NOTES) : '-',
      ...size(main.kind),
      applications: applicationsFor(main, 3),
    }
    products.push(pin)
    if (n % OVERSIZE_EVERY === 0) {
      products.push({
        ...pin,
        key: `${pin.key}S`,
        name: 'Perno de bisagra sobremedida',
        tag: '-',
        note: 'Sobremedida de 0.5 mm para bisagras desgastadas',
        diameterMm: pin.diameterMm + 0.5,
      })
    }
  }
  for (let n = FIRST_KIT_NUMBER; n < FIRST_KIT_NUMBER + KIT_COUNT; n++) {
    const main = random.pick(VEHICLES.filter((v) => v.kind !== 'truck'))
    products.push({
      key: `PP-${n}`,
      name: random.pick([
        'Kit de pernos de bisagra (2 pernos y 4 bujes)',
        'Kit de reparación de bisagras para una puerta',
      ]),
      tag: random.next() < 0.5 ? 'kit' : tag(),
      note: random.next() < 0.5 ? 'Incluye bujes de latón y seguros' : '-',
      ...size(main.kind),
      applications: applicationsFor(main, 1),
    })
  }
  return products
}

function csvField(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

function toCsv(products: Product[]): string {
  const facts = sampleFacts(
    products.map((p) => {
      const main = p.applications[0]?.vehicle
      if (!main) throw new Error(`${p.key} has no applications`)
      return { key: p.key, name: p.name, note: p.note, kind: main.kind, make: main.brand }
    }),
  )
  const lines = products.map((p, i) =>
    [
      p.key,
      p.name,
      p.tag,
      p.note,
      String(p.lengthMm),
      String(p.diameterMm),
      p.applications
        .map(({ vehicle, from, to }) => {
          const years = from === to ? `${from}` : `${from}-${to}`
          return `${vehicle.brand}|${vehicle.model}|${years}`
        })
        .join(' ; '),
      ...factFields(facts[i]),
    ]
      .map(csvField)
      .join(','),
  )
  return `${[[...CSV_COLUMNS, ...FACT_COLUMNS].join(','), ...lines].join('\n')}\n`
}

function factFields(facts: SampleFacts | undefined): string[] {
  if (!facts) throw new Error('a product without facts')
  return [
    facts.position,
    String(facts.piecesPerPack),
    facts.finish,
    facts.material,
    facts.equivalences.join('|') || '-',
  ]
}

if (existsSync(OUTPUT) && !process.argv.includes('--force')) {
  console.error(`${OUTPUT} already exists and may hold staff edits; pass --force to overwrite it.`)
  process.exit(1)
}
const products = buildProducts()
writeFileSync(OUTPUT, toCsv(products))
console.log(`Wrote ${products.length} products to ${OUTPUT}`)
