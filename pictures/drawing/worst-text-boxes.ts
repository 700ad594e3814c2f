/**
 * The boxes of a drawing's texts at a width no font the page may fall back to exceeds, for the
 * drawings' layout tests (no browser; the end-to-end test measures the real boxes in Chromium).
 */

/** Widest average advance per character, in em, of Barlow Condensed and its fallback faces. */
const WORST_ADVANCE = 0.55
/** The widest letter-spacing the drawing styles give a text (part names), in em. */
const WORST_SPACING = 0.06

export type TextBox = { text: string; left: number; right: number; top: number; bottom: number }

export function worstTextBoxes(markup: string): TextBox[] {
  const svg = new DOMParser().parseFromString(markup, 'image/svg+xml')
  return [...svg.querySelectorAll('text')].map((element) => {
    const text = element.textContent ?? ''
    const size = Number(element.getAttribute('font-size'))
    const x = Number(element.getAttribute('x'))
    const y = Number(element.getAttribute('y'))
    const width = text.length * (WORST_ADVANCE + WORST_SPACING) * size
    // Centred unless told otherwise: the drawing styles set text-anchor: middle.
    const anchor = element.getAttribute('text-anchor') ?? 'middle'
    const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x
    // Ascender of capitals and accents above the baseline, descender below.
    return { text, left, right: left + width, top: y - 0.95 * size, bottom: y + 0.25 * size }
  })
}
