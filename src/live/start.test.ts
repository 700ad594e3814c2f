import { describe, expect, it } from 'vitest'
import { inPresentationFrame } from './start'

const STUDIO = 'https://fijamex.sanity.studio/presentation'

/** A window as inPresentationFrame reads it: framed or not, and by which origin. */
function windowOf({ framed, by }: { framed: boolean; by?: string[] }): Window {
  const self = {} as Window
  return {
    self,
    top: framed ? ({} as Window) : self,
    location: { ancestorOrigins: by },
  } as unknown as Window
}

describe('visual editing only inside the Presentation tool', () => {
  it('stays off on a page that is not framed', () => {
    expect(inPresentationFrame(STUDIO, windowOf({ framed: false }))).toBe(false)
  })

  it("turns on in a frame of the configured Studio's origin", () => {
    const win = windowOf({ framed: true, by: ['https://fijamex.sanity.studio'] })
    expect(inPresentationFrame(STUDIO, win)).toBe(true)
  })

  it('stays off in a frame of any other origin', () => {
    const win = windowOf({ framed: true, by: ['https://evil.example'] })
    expect(inPresentationFrame(STUDIO, win)).toBe(false)
  })

  it('stays off without a Studio configured', () => {
    const win = windowOf({ framed: true, by: ['https://fijamex.sanity.studio'] })
    expect(inPresentationFrame(undefined, win)).toBe(false)
  })

  it("trusts the frame policy where the browser does not tell the framer's origin", () => {
    expect(inPresentationFrame(STUDIO, windowOf({ framed: true }))).toBe(true)
  })
})
