import { readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { pinSpec } from '../../src/catalogue/pin-spec'
import type { Product } from '../../src/catalogue/types'
import { STAND_IN_PRODUCTS } from '../../tests/e2e/contract-server/data'
import { testProduct } from '../../tests/product-fixture'
import { CANVAS, MARGIN } from '../drawing/drawing-kit'
import { worstTextBoxes } from '../drawing/worst-text-boxes'
import { PinDrawing } from './PinDrawing'
import { PIN_CANVAS, pinGeometry } from './pin-geometry'

function product(fields: Partial<Product>): Product {
  return testProduct(fields)
}

function csvProducts(): Product[] {
  const [, ...lines] = readFileSync('data/catalogue/pernos.csv', 'utf8').trim().split('\n')
  return lines.map((line) => {
    const [key = '', name = '', tag = '-', note = '-', length, diameter] = line.split(',')
    return product({
      key,
      name,
      tag: tag === '-' ? null : tag,
      note: note === '-' ? null : note,
      length: `${length} mm`,
      diameter: `${diameter} mm`,
    })
  })
}

const standIns = STAND_IN_PRODUCTS.map((p) =>
  product({
    key: p.key,
    name: p.name,
    tag: p.tag,
    note: p.note,
    length: p.length,
    diameter: p.diameter,
  }),
)

describe('the door pin drawn from its product', () => {
  const short = product({ length: '52 mm', diameter: '7.9 mm' })
  const long = product({ key: 'PP-9', length: '120 mm', diameter: '16 mm' })

  it('draws two products with different measures differently, in their proportions', () => {
    const a = pinGeometry(pinSpec(short))
    const b = pinGeometry(pinSpec(long))
    expect(b.right - b.left).toBeGreaterThan(a.right - a.left)
    // Thickness over length follows diameter over length (neither is clamped here).
    expect(a.thickness / (a.right - a.left)).toBeCloseTo(7.9 / 52, 2)
    expect(b.thickness / (b.right - b.left)).toBeCloseTo(16 / 120, 2)
    const markupA = renderToStaticMarkup(<PinDrawing product={short} />)
    const markupB = renderToStaticMarkup(<PinDrawing product={long} />)
    expect(markupA).not.toBe(markupB)
  })

  it("labels the dimensions with the product's own measures", () => {
    for (const [p, length, diameter] of [
      [short, 'L 52 mm', 'Ø 7.9'],
      [long, 'L 120 mm', 'Ø 16'],
    ] as const) {
      const labels = worstTextBoxes(renderToStaticMarkup(<PinDrawing product={p} />))
      expect(labels.map((l) => l.text)).toEqual(expect.arrayContaining([length, diameter]))
    }
  })

  it('keeps the proportions sane for extreme measures', () => {
    const stub = pinGeometry(pinSpec(product({ length: '10 mm', diameter: '30 mm' })))
    const wire = pinGeometry(pinSpec(product({ length: '400 mm', diameter: '2 mm' })))
    expect(stub.thickness).toBeLessThanOrEqual(40)
    expect(wire.thickness).toBeGreaterThanOrEqual(12)
    expect(wire.right).toBeLessThanOrEqual(CANVAS.width - MARGIN)
  })

  it('shows the parts the name, note and material mention: bushings, clip, grease nipple, heavy head', () => {
    expect(pinSpec(product({ name: 'Perno de bisagra con buje de latón' })).bushings).toBe(1)
    expect(pinSpec(product({ material: 'Acero 1045 con buje de latón' })).bushings).toBe(1)
    expect(pinSpec(product({ material: 'Acero 1045 rectificado' })).bushings).toBe(0)
    expect(
      pinSpec(product({ name: 'Kit de pernos de bisagra (2 pernos y 4 bujes)' })).bushings,
    ).toBe(2)
    expect(pinSpec(product({ note: 'Incluye seguro de retención' })).clip).toBe(true)
    expect(pinSpec(product({ note: 'Con grasera para lubricación' })).greaseFitting).toBe(true)
    expect(pinSpec(product({ name: 'Perno de bisagra inferior reforzado' })).head).toBe('heavy')
    const page = renderToStaticMarkup(
      <PinDrawing
        product={product({
          name: 'Perno de bisagra con buje de latón',
          note: 'Incluye seguro de retención',
        })}
      />,
    )
    expect(worstTextBoxes(page).map((t) => t.text)).toEqual(
      expect.arrayContaining(['Moleteado', 'Buje de latón', 'Seguro E']),
    )
    expect(page).toContain('role="img"')
    expect(page).toContain('<title>Dibujo del perno PP-1: largo 52 mm, diámetro 7.9 mm')
  })

  it('draws the pieces a kit holds: its pins stacked, each with its bushings, named in the title', () => {
    const kit = product({ key: 'PP-201', name: 'Kit de pernos de bisagra (2 pernos y 4 bujes)' })
    expect(pinSpec(kit).pins).toBe(2)
    expect(pinSpec(product({ name: 'Kit de reparación de bisagras para una puerta' })).pins).toBe(2)
    expect(pinSpec(product({ name: 'Perno de puerta trasera' })).pins).toBe(1)
    const page = renderToStaticMarkup(<PinDrawing product={kit} />)
    const single = renderToStaticMarkup(<PinDrawing product={product({})} />)
    const heads = (markup: string) => markup.match(/<rect[^>]*rx="3"/g)?.length ?? 0
    expect(heads(page)).toBe(2)
    expect(heads(single)).toBe(1)
    // Two bushings drawn on each pin: four in all.
    const bushingShapes = (markup: string) =>
      [...markup.matchAll(/class="[^"]*brass[^"]*" d="([^"]+)"/g)].reduce(
        (sum, [, d]) => sum + (d?.match(/M/g)?.length ?? 0),
        0,
      )
    expect(bushingShapes(page)).toBe(4)
    expect(page).toContain('<title>Dibujo del kit PP-201: 2 pernos, largo 52 mm')
    expect(page).toContain('4 bujes de latón')
  })

  it('shows unknown measures as given, with default proportions', () => {
    const labels = worstTextBoxes(
      renderToStaticMarkup(<PinDrawing product={product({ length: '2 in', diameter: '5/16″' })} />),
    )
    expect(labels.map((l) => l.text)).toEqual(expect.arrayContaining(['L 2 in', 'Ø 5/16″']))
  })

  it.each(['catalogue', 'stand-in'] as const)(
    'keeps every text of every %s product inside the canvas and apart',
    (set) => {
      for (const p of set === 'catalogue' ? csvProducts() : standIns) {
        const boxes = worstTextBoxes(renderToStaticMarkup(<PinDrawing product={p} />))
        for (const box of boxes) {
          const where = `${p.key} "${box.text}"`
          expect(box.left, where).toBeGreaterThanOrEqual(MARGIN)
          expect(box.right, where).toBeLessThanOrEqual(CANVAS.width - MARGIN)
          expect(box.top, where).toBeGreaterThanOrEqual(MARGIN)
          expect(box.bottom, where).toBeLessThanOrEqual(PIN_CANVAS.height - MARGIN)
        }
        for (const [i, a] of boxes.entries())
          for (const b of boxes.slice(i + 1))
            expect(
              a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top,
              `${p.key}: "${a.text}" and "${b.text}" overlap`,
            ).toBe(true)
      }
    },
  )
})
