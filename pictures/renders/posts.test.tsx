import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PICTURE_CANVAS } from '../../src/picture-files/picture-canvas'
import { PictureRender } from '../picture-renders'
import { finishesLayout } from './finishes'
import { measurePinLayout } from './measurePin'
import { oeNumberBoxes, TAG_LINES } from './oeNumber'
import type { Box } from './scene-pin'
import { studThreadBoxes } from './studThread'

const pictures = {
  measurePin: () => measurePinLayout().boxes,
  studThread: studThreadBoxes,
  finishes: () => finishesLayout().boxes,
  oeNumber: oeNumberBoxes,
} as const satisfies Record<string, () => Box[]>

const ids = (markup: string) => [...markup.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1])

describe.each(Object.entries(pictures))('the %s picture', (name, boxes) => {
  const picture = name as keyof typeof pictures
  const markup = renderToStaticMarkup(<PictureRender name={picture} />)

  it('is a real render, not the stand-in, within 6,000 bytes', () => {
    expect(markup).toContain(`data-render="${name}"`)
    expect(markup).toContain('viewBox="0 0 320 200"')
    expect(markup).toMatch(/<(path|ellipse|use)\b/)
    expect(markup.length).toBeLessThanOrEqual(6000)
  })

  it('shares no id with a second one on the same page', () => {
    const pair = renderToStaticMarkup(
      <>
        <PictureRender name={picture} />
        <PictureRender name={picture} />
      </>,
    )
    const all = ids(pair)
    expect(all.length).toBeGreaterThan(0)
    expect(new Set(all).size).toBe(all.length)
  })

  it('is an image with its title when titled, decorative otherwise', () => {
    const titled = renderToStaticMarkup(<PictureRender name={picture} titled />)
    expect(titled).toMatch(/<svg[^>]* role="img"/)
    expect(titled).toMatch(/<title>[^<]+<\/title>/)
    expect(markup).toMatch(/<svg[^>]* aria-hidden="true"/)
    expect(markup).not.toContain('<title>')
  })

  it('keeps every piece at least 8 units inside the frame', () => {
    for (const box of boxes()) {
      expect(box.left).toBeGreaterThanOrEqual(8)
      expect(box.top).toBeGreaterThanOrEqual(8)
      expect(box.right).toBeLessThanOrEqual(PICTURE_CANVAS.width - 8)
      expect(box.bottom).toBeLessThanOrEqual(PICTURE_CANVAS.height - 8)
    }
  })
})

it('shows the same pin in the three finishes: one shape, two recoloured by a filter', () => {
  const markup = renderToStaticMarkup(<PictureRender name="finishes" />)
  expect(markup.match(/<use /g)).toHaveLength(3)
  expect(markup.match(/<feColorMatrix /g)).toHaveLength(2)
})

it("prints the tag with an original number and the catalogue's key", () => {
  const markup = renderToStaticMarkup(<PictureRender name="oeNumber" />)
  expect(markup).toContain(TAG_LINES.oe)
  expect(markup).toContain(TAG_LINES.key)
  expect(TAG_LINES.key).toMatch(/PP-\d+$/)
})
