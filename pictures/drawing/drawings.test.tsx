import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { familyMeasures } from '../../src/picture-files/family-measures'
import { CANVAS, MARGIN } from './drawing-kit'
import { Drawing, drawingNames, drawingTitles } from './drawings'
import { worstTextBoxes } from './worst-text-boxes'

/**
 * The layout rules of the drawing system, checked without a browser: every text of every
 * drawing, at a width no font the page may fall back to exceeds, stays inside the canvas margin
 * and clear of the other texts. (The end-to-end test measures the real boxes in Chromium.)
 */

describe.each(drawingNames)('drawing %s', (name) => {
  const markup = renderToStaticMarkup(<Drawing name={name} />)
  const boxes = worstTextBoxes(markup)

  it('sets every text with a size the layout knows', () => {
    expect(boxes.length).toBeGreaterThan(0)
    for (const box of boxes) expect(box.bottom - box.top, box.text).toBeGreaterThan(0)
  })

  it('keeps every text inside the canvas margin, whatever the font', () => {
    for (const box of boxes) {
      expect(box.left, `"${box.text}" left`).toBeGreaterThanOrEqual(MARGIN)
      expect(box.right, `"${box.text}" right`).toBeLessThanOrEqual(CANVAS.width - MARGIN)
      expect(box.top, `"${box.text}" top`).toBeGreaterThanOrEqual(MARGIN)
      expect(box.bottom, `"${box.text}" bottom`).toBeLessThanOrEqual(CANVAS.height - MARGIN)
    }
  })

  it('keeps texts apart', () => {
    for (const [index, a] of boxes.entries()) {
      for (const b of boxes.slice(index + 1)) {
        const apart =
          a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top
        expect(apart, `"${a.text}" and "${b.text}" overlap`).toBe(true)
      }
    }
  })

  it('is hidden from assistive technology unless it has a Spanish title', () => {
    expect(markup).toContain('aria-hidden="true"')
    expect(markup).not.toContain('<title>')
    const titled = renderToStaticMarkup(<Drawing name={name} title={drawingTitles[name]} />)
    expect(titled).toContain('role="img"')
    expect(titled).toContain(`<title>${drawingTitles[name]}</title>`)
    expect(titled).not.toContain('aria-hidden')
  })
})

it('measures the catalogue canvas the cards are laid out for (8 : 5)', () => {
  expect(CANVAS.width / CANVAS.height).toBe(8 / 5)
})

it("writes each drawing's dimension labels, and its title, from the family's measures", () => {
  const texts = (name: (typeof drawingNames)[number]) =>
    worstTextBoxes(renderToStaticMarkup(<Drawing name={name} />)).map((box) => box.text)
  const { pin, stud, heavyStud, caliperBolt, washer, bushing, clamp, wedge } = familyMeasures
  expect(texts('pin')).toEqual(expect.arrayContaining([`L ${pin.length} mm`, `Ø ${pin.diameter}`]))
  expect(texts('stud')).toEqual(expect.arrayContaining([`L ${stud.length} mm`, 'M12 × 1.5']))
  expect(texts('heavyStud')).toContain(`L ${heavyStud.length} mm`)
  expect(texts('caliperBolt')).toEqual(
    expect.arrayContaining([`L ${caliperBolt.length} mm`, 'M10 × 1.25']),
  )
  expect(texts('washer')).toEqual(
    expect.arrayContaining([`Ø ext. ${washer.outer}`, `Ø int. ${washer.inner}`, 'e 1.5']),
  )
  expect(texts('bushing')).toEqual(
    expect.arrayContaining([`L ${bushing.length} mm`, 'M20 × 1.5', 'M14 × 1.5']),
  )
  expect(texts('clamp')).toContain(`Ø ${clamp.min}–${clamp.max} mm`)
  expect(texts('wedge')).toEqual(
    expect.arrayContaining([`L ${wedge.length} mm`, `h ${wedge.height}`, `b ${wedge.width}`]),
  )
  expect(texts('nut')).toContain('h 28')
  expect(drawingTitles.pin).toContain(`largo ${pin.length} mm, diámetro ${pin.diameter} mm`)
  expect(drawingTitles.heavyStud).toContain(`largo ${heavyStud.length} mm`)
})
