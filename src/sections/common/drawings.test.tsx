import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CANVAS, MARGIN } from '../../ui/drawing/drawing-kit'
import { worstTextBoxes } from '../../ui/drawing/worst-text-boxes'
import { Drawing, drawingNames, drawingTitles } from './drawings'

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
