import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PICTURE_CANVAS } from '../../src/picture-files/picture-canvas'
import { pictureTitles } from '../../src/picture-files/picture-titles'
import { BatteryTerminalRender } from './batteryTerminal'
import { batteryTerminalBoxes } from './batteryTerminal-geometry'
import { BrakeKitRender } from './brakeKit'
import { brakeKitBoxes } from './brakeKit-geometry'
import { ClampRender, clampShapes } from './clamp'
import { ClipRender } from './clip'
import { clipPieces } from './clip-geometry'
import type { PictureProps } from './picture-props'
import type { Box } from './plan-geometry'
import { WedgeRender, wedgeBoxes } from './wedge'

/** The frame's margin every piece keeps. */
const MARGIN = 8

const renders: [string, ComponentType<PictureProps>, () => Box[]][] = [
  ['clip', ClipRender, () => clipPieces().map((p) => p.box)],
  ['clamp', ClampRender, () => clampShapes().map((c) => c.box)],
  ['brakeKit', BrakeKitRender, brakeKitBoxes],
  ['batteryTerminal', BatteryTerminalRender, batteryTerminalBoxes],
  ['wedge', WedgeRender, wedgeBoxes],
]

const ids = (markup: string) => [...markup.matchAll(/ id="([^"]+)"/g)].map((m) => m[1])

describe.each(renders)('render %s', (name, Render, boxes) => {
  const markup = renderToStaticMarkup(<Render />)

  it('stays within 6,000 bytes of markup', () => {
    expect(new TextEncoder().encode(markup).length).toBeLessThanOrEqual(6000)
  })

  it('is the named picture on the common canvas', () => {
    expect(markup).toContain(`data-render="${name}"`)
    expect(markup).toContain(`viewBox="0 0 ${PICTURE_CANVAS.width} ${PICTURE_CANVAS.height}"`)
  })

  it('shares no id with another instance on the same page', () => {
    const page = renderToStaticMarkup(
      <>
        <Render />
        <Render />
      </>,
    )
    const all = ids(page)
    expect(all.length).toBeGreaterThan(0)
    expect(new Set(all).size).toBe(all.length)
    // Every reference points at an id of its own instance.
    for (const ref of page.matchAll(/(?:url\(#|href="#)([^)"]+)/g)) expect(all).toContain(ref[1])
  })

  it('is decorative untitled and an image with its title when titled', () => {
    expect(markup).toContain('aria-hidden="true"')
    expect(markup).not.toContain('<title>')
    const title = pictureTitles[name as keyof typeof pictureTitles]
    const titled = renderToStaticMarkup(<Render title={title} />)
    expect(titled).toContain('role="img"')
    expect(titled).toContain(`<title>${title}</title>`)
    expect(titled).not.toContain('aria-hidden')
  })

  it('keeps every piece inside the frame margin', () => {
    const all = boxes()
    expect(all.length).toBeGreaterThan(0)
    for (const box of all) {
      expect(box.x0).toBeGreaterThanOrEqual(MARGIN)
      expect(box.y0).toBeGreaterThanOrEqual(MARGIN)
      expect(box.x1).toBeLessThanOrEqual(PICTURE_CANVAS.width - MARGIN)
      expect(box.y1).toBeLessThanOrEqual(PICTURE_CANVAS.height - MARGIN)
    }
  })
})
