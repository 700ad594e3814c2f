import { readFileSync } from 'node:fs'
import { parse } from 'csv-parse/sync'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { pinSpec } from '../../src/catalogue/pin-spec'
import type { Product } from '../../src/catalogue/types'
import { STAND_IN_PRODUCTS } from '../../tests/e2e/contract-server/data'
import { testProduct } from '../../tests/product-fixture'
import { TURN } from '../render/solid'
import { PinRender } from './PinRender'
import { pinMetal } from './pin-finish'
import { packContents, RENDER_CANVAS, renderLayout } from './pin-render-geometry'

const none = (text: string | undefined) => (!text || text === '-' ? null : text)

/** Every product of the spreadsheet, with the fields a render reads. */
const catalogue = csvProducts()

function csvProducts(): Product[] {
  const rows: string[][] = parse(readFileSync('data/catalogue/pernos.csv', 'utf8'), {
    from_line: 2,
  })
  return rows.map(([key, name, tag, note, length, diameter, , , pieces, finish, material]) =>
    testProduct({
      key,
      name,
      tag: none(tag),
      note: none(note),
      length: `${length} mm`,
      diameter: `${diameter} mm`,
      piecesPerPack: Number(pieces) || null,
      finish: none(finish),
      material: none(material),
    }),
  )
}

const standIns = STAND_IN_PRODUCTS.map((p) =>
  testProduct({
    key: p.key,
    name: p.name,
    tag: none(p.tag),
    note: none(p.note),
    length: p.length,
    diameter: p.diameter,
  }),
)

const images = new Map<Product, string>()
const image = (p: Product) => {
  const markup = images.get(p) ?? renderToStaticMarkup(<PinRender product={p} />)
  images.set(p, markup)
  return markup
}

describe('the door pin rendered from its product', () => {
  const base = testProduct({ length: '52 mm', diameter: '7.9 mm', finish: 'Zincado' })

  it.each([
    ['length', { length: '60 mm' }],
    ['diameter', { diameter: '9.5 mm' }],
    ['bushing', { name: 'Perno de bisagra con buje de latón' }],
    ['heavy head', { name: 'Perno de bisagra inferior reforzado' }],
    ['clip', { note: 'Incluye seguro de retención' }],
    ['grease nipple', { note: 'Con grasera para lubricación' }],
    ['finish', { finish: 'Pavonado' }],
    ['kit', { name: 'Kit de pernos de bisagra (2 pernos y 4 bujes)', piecesPerPack: 6 }],
  ] as const)('changes with its %s', (_, fields) => {
    expect(image(testProduct({ ...base, ...fields }))).not.toBe(image(base))
  })

  it('shades the pin by its finish, the bushings brass (copper where the material says)', () => {
    expect(pinMetal({ finish: 'Zincado' })).toBe('zinc')
    expect(pinMetal({ finish: 'Tropicalizado' })).toBe('yellowZinc')
    expect(pinMetal({ finish: 'Pavonado' })).toBe('blackOxide')
    expect(pinMetal({ finish: 'Negro' })).toBe('blackOxide')
    expect(pinMetal({ finish: 'Fosfatado' })).toBe('phosphate')
    expect(pinMetal({ finish: 'Natural' })).toBe('steel')
    expect(pinMetal({ finish: null })).toBe('zinc')
    const bushed = { ...base, name: 'Perno de bisagra con buje de latón' }
    expect(image(bushed)).toContain('#ffe7a6')
    expect(image({ ...bushed, material: 'Acero 1045 con buje de cobre' })).toContain('#ffd7bd')
  })

  it('gives every render on a page its own gradients', () => {
    const page = renderToStaticMarkup(
      <>
        <PinRender product={base} />
        <PinRender product={testProduct({ ...base, finish: 'Pavonado' })} />
      </>,
    )
    const ids = [...page.matchAll(/ id="([^"]+)"/g)].map(([, id]) => id)
    expect(ids.length).toBeGreaterThan(4)
    expect(new Set(ids).size).toBe(ids.length)
    for (const [, ref] of page.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref)
  })

  it('lays out every piece a kit holds: its pins, and its bushings and clips loose', () => {
    const kit = (name: string, piecesPerPack: number) =>
      testProduct({ ...base, name, piecesPerPack })
    const pairKit = kit('Kit de pernos de bisagra (2 pernos y 4 bujes)', 6)
    const doorKit = kit('Kit de reparación de bisagras para una puerta', 8)
    expect(packContents(pinSpec(pairKit), pairKit)).toEqual({ pins: 2, bushings: 4, clips: 0 })
    expect(packContents(pinSpec(doorKit), doorKit)).toEqual({ pins: 2, bushings: 4, clips: 2 })
    const kinds = (p: Product) =>
      renderLayout(pinSpec(p), p).pieces.map((piece) =>
        piece.kind === 'clip'
          ? 'clip'
          : piece.segments.some((s) => s.metal === 'pin')
            ? 'pin'
            : 'bushing',
      )
    expect(kinds(doorKit).sort()).toEqual([
      'bushing',
      'bushing',
      'bushing',
      'bushing',
      'clip',
      'clip',
      'pin',
      'pin',
    ])
    expect(kinds(base)).toEqual(['pin'])
    // A repeated piece is written once: the kit's pins and bushings are <use>s of one shape each.
    expect(image(doorKit).match(/<use /g)).toHaveLength(6)
  })

  it.each([
    ['catalogue', () => catalogue],
    ['stand-in', () => standIns],
  ] as const)('draws two %s products of different measures differently', (_, products) => {
    const seen = new Map<string, string>()
    for (const p of products()) {
      const measures = `${p.length} × ${p.diameter}`
      const markup = image(p)
      const other = seen.get(markup)
      if (other) expect(other, `${p.key} looks like a product of ${other}`).toBe(measures)
      seen.set(markup, measures)
    }
  })

  it.each([
    ['catalogue', () => catalogue],
    ['stand-in', () => standIns],
  ] as const)('keeps every piece of every %s product inside the frame', (_, products) => {
    // A millionth of slack for the layout's floating-point sums.
    const margin = 6 - 1e-6
    for (const p of products()) {
      const { pieces, scale } = renderLayout(pinSpec(p), p)
      for (const piece of pieces) {
        // Every segment's outline, its round ends included, and a loose clip's ring.
        const extents =
          piece.kind === 'clip'
            ? [
                [
                  piece.x - piece.radius,
                  piece.x + piece.radius,
                  piece.y - piece.radius,
                  piece.y + piece.radius,
                ],
              ]
            : piece.segments.map((s) => {
                const r = Math.max(s.r0, s.r1)
                return [
                  piece.x + s.x0 - s.r0 * TURN,
                  piece.x + s.x1 + s.r1 * TURN,
                  piece.y - r,
                  piece.y + r,
                ]
              })
        for (const [left, right, top, bottom] of extents as [number, number, number, number][]) {
          expect(left * scale, p.key).toBeGreaterThanOrEqual(margin)
          expect(right * scale, p.key).toBeLessThanOrEqual(RENDER_CANVAS.width - margin)
          expect(top * scale, p.key).toBeGreaterThanOrEqual(margin)
          expect(bottom * scale, p.key).toBeLessThanOrEqual(RENDER_CANVAS.height - margin)
        }
      }
    }
  })

  it('stays small: a card render is a few kilobytes of markup', () => {
    const sizes = catalogue.map((p) => image(p).length)
    expect(Math.max(...sizes)).toBeLessThan(7000)
  })

  it('stands for the product on its page, with a title; decorative on a card', () => {
    const titled = renderToStaticMarkup(<PinRender product={base} titled />)
    expect(titled).toContain('role="img"')
    expect(titled).toContain('<title>Vista del perno PP-1: largo 52 mm, diámetro 7.9 mm</title>')
    expect(image(base)).toContain('aria-hidden="true"')
    expect(image(base)).not.toContain('<title>')
  })
})
