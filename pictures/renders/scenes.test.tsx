import type { ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { pictureTitles } from '../../src/picture-files/picture-titles'
import { AboutRender } from './about'
import { BrowseRender } from './browse'
import { DeliverRender } from './deliver'
import type { PictureProps } from './picture-props'
import { QuoteRender } from './quote'
import { insideFrame } from './scene-geometry'
import { sceneBounds } from './scene-layouts'

/** The scenes' budget: a little more than a part's, for their wordmarks and keys. */
const MAX_BYTES = 7000

const scenes: [keyof typeof sceneBounds, ComponentType<PictureProps>][] = [
  ['about', AboutRender],
  ['browse', BrowseRender],
  ['quote', QuoteRender],
  ['deliver', DeliverRender],
]

describe.each(scenes)('scene %s', (name, Render) => {
  const markup = renderToStaticMarkup(<Render />)

  it(`weighs at most ${MAX_BYTES} bytes of markup`, () => {
    expect(Buffer.byteLength(markup)).toBeLessThanOrEqual(MAX_BYTES)
  })

  it('is the named picture on the pictures canvas', () => {
    expect(markup).toContain(`data-render="${name}"`)
    expect(markup).toContain('viewBox="0 0 320 200"')
  })

  it('shares no id with another instance on the same page, and refers only to its own', () => {
    const page = renderToStaticMarkup(
      <>
        <Render />
        <Render />
      </>,
    )
    const ids = [...page.matchAll(/ id="([^"]+)"/g)].map((match) => match[1])
    expect(ids.length).toBeGreaterThan(2)
    expect(new Set(ids).size).toBe(ids.length)
    for (const svg of page.split('</svg>').slice(0, 2)) {
      const own = new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]))
      const refs = [...svg.matchAll(/(?:href="#|url\(#)([^")]+)/g)].map((match) => match[1])
      for (const ref of refs) expect(own, ref).toContain(ref)
    }
  })

  it('is hidden from assistive technology unless titled, then an image with its title', () => {
    expect(markup).toContain('aria-hidden="true"')
    expect(markup).not.toContain('<title>')
    const titled = renderToStaticMarkup(<Render title={pictureTitles[name]} />)
    expect(titled).toContain('role="img"')
    expect(titled).toContain(`<title>${pictureTitles[name]}</title>`)
    expect(titled).not.toContain('aria-hidden')
  })

  it('keeps every piece inside the frame margin', () => {
    expect(sceneBounds[name].length).toBeGreaterThan(1)
    for (const bounds of sceneBounds[name]) expect(insideFrame(bounds), String(bounds)).toBe(true)
  })
})
