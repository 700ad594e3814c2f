import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { PictureName } from '../picture-names'
import { BushingRender, bushingBoxes } from './bushing'
import { CaliperBoltRender, caliperBoltBoxes } from './caliperBolt'
import { HeavyStudRender, heavyStudBoxes } from './heavyStud'
import { NutRender, nutBoxes } from './nut'
import type { PictureProps } from './picture-props'
import { PinRender, pinBoxes } from './pin'
import { type Box, FRAME_MARGIN, insideFrame } from './round-geometry'
import { StudRender, studBoxes } from './stud'
import { WasherRender, washerBoxes } from './washer'

const pictures: [PictureName, ComponentType<PictureProps>, () => Box[]][] = [
  ['pin', PinRender, pinBoxes],
  ['stud', StudRender, studBoxes],
  ['heavyStud', HeavyStudRender, heavyStudBoxes],
  ['nut', NutRender, nutBoxes],
  ['caliperBolt', CaliperBoltRender, caliperBoltBoxes],
  ['washer', WasherRender, washerBoxes],
  ['bushing', BushingRender, bushingBoxes],
]

describe.each(pictures)('the %s picture', (name, Render, boxes) => {
  const markup = renderToStaticMarkup(<Render />)

  it('weighs at most 6,000 bytes of markup', () => {
    expect(Buffer.byteLength(markup)).toBeLessThanOrEqual(6000)
  })

  it('is the picture of its name on the pictures canvas', () => {
    expect(markup).toMatch(new RegExp(`^<svg[^>]* data-render="${name}"`))
    expect(markup).toContain('viewBox="0 0 320 200"')
  })

  it('shares no id with another instance on the page', () => {
    const page = renderToStaticMarkup(
      <>
        <Render />
        <Render />
      </>,
    )
    const ids = [...page.matchAll(/ id="([^"]+)"/g)].map((m) => m[1])
    expect(ids.length).toBeGreaterThan(0)
    expect(new Set(ids).size).toBe(ids.length)
    for (const [, ref] of page.matchAll(/(?:url\(#|href="#)([^)"]+)/g)) expect(ids).toContain(ref)
  })

  it('is an image with its title when titled, hidden from assistive technology when not', () => {
    const titled = renderToStaticMarkup(<Render title="Título" />)
    expect(titled).toContain('role="img"')
    expect(titled).toContain('<title>Título</title>')
    expect(titled).not.toContain('aria-hidden')
    expect(markup).toContain('aria-hidden="true"')
    expect(markup).not.toContain('<title>')
  })

  it(`keeps every piece and its shadow ${FRAME_MARGIN} units inside the frame`, () => {
    const all = boxes()
    expect(all.length).toBeGreaterThan(0)
    for (const box of all) expect(box, JSON.stringify(box)).toSatisfy(insideFrame)
  })
})
