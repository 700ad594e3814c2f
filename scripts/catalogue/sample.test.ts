import { describe, expect, it } from 'vitest'
import { CATALOGUE_DIR, loadCatalogue } from '../../server/catalogue/load-csv.ts'
import { productLines } from '../../src/catalogue/lines.ts'

// The sample catalogue that staff edit (data/catalogue/): the site's line pages, the build and
// the end-to-end tests show it, so every line must have parts and every sheet must load.

/** The key prefixes each line's parts use (the retaining rings' tell their kind apart). */
const PREFIXES: Record<string, string[]> = {
  pernos: ['PP'],
  birlos: ['BR'],
  'birlos-extrapesados': ['BE'],
  tuercas: ['TR'],
  'kits-de-frenos': ['KF'],
  'tornillos-caliper': ['TC'],
  terminales: ['TB'],
  rondanas: ['RC'],
  seguros: ['SE', 'SI', 'TE'],
  casquillos: ['CA'],
  abrazaderas: ['AB'],
  otros: ['OT'],
}

describe('the sample catalogue', () => {
  const parts = loadCatalogue(CATALOGUE_DIR)

  it.each(productLines.map((line) => [line.id]))('has parts in %s', (id) => {
    expect(parts.filter((part) => part.productLine === id).length).toBeGreaterThan(0)
  })

  it('keys each line’s parts with its prefix', () => {
    for (const part of parts) {
      expect(PREFIXES[part.productLine], part.key).toContain(part.key.split('-')[0])
    }
  })

  it('lists the vehicles the studs, nuts, brake kits and caliper bolts fit', () => {
    const fitted = [
      'birlos',
      'birlos-extrapesados',
      'tuercas',
      'kits-de-frenos',
      'tornillos-caliper',
    ]
    for (const id of fitted) {
      const lineParts = parts.filter((part) => part.productLine === id)
      const listed = lineParts.filter((part) => part.applications.length > 0)
      expect(listed.length / lineParts.length, id).toBeGreaterThan(0.6)
    }
  })
})
