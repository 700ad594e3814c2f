import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { PictureName } from '../../src/picture-files/picture-names'
import { metal } from '../render/metals'
import { type Segment, Solid } from '../render/solid'
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

describe("the render kit's thread", () => {
  const thread: Segment<'m'> = {
    x0: 0,
    x1: 60,
    r0: 10,
    r1: 10,
    metal: 'm',
    shape: 'thread',
    pitch: 6,
  }
  const draw = (id?: string) =>
    renderToStaticMarkup(
      <svg aria-hidden="true">
        <Solid segments={[thread]} prefix="k" metals={{ m: metal('zinc') }} id={id} />
      </svg>,
    )

  it('draws one whole turn a pitch, from the top edge to the bottom half a pitch on', () => {
    const paths = [...draw().matchAll(/ d="(M[^"]*q[^"]*)"/g)].map((m) => m[1] as string)
    // Roots and lit crests, each a turn a pitch: 9 whole turns fit on 60 after the first half pitch.
    expect(paths).toHaveLength(2)
    for (const d of paths) expect(d).toMatch(/^M[\d.]+ -10(q[\d.]+ 10 3 20m3 -20){9}$/)
  })

  it('writes its turns once when the solid has an id, and shows them twice', () => {
    const markup = draw('s0')
    expect(markup.match(/q/g)).toHaveLength(9)
    expect(markup.match(/<use href="#s0t0"/g)).toHaveLength(2)
  })
})
