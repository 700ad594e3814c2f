import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { documentHead } from './document-head'

const publicDir = resolve(import.meta.dirname, '../../public')

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string) {
  const bytes = readFileSync(file)
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

describe('documentHead', () => {
  it("names a PNG as the tab's icon, of the size it states (an SVG icon is drawn on the main thread at every navigation)", () => {
    const icons = documentHead(undefined).links.filter((link) => link.rel === 'icon')
    expect(icons).toHaveLength(1)
    const icon = icons[0] as { href: string; type: string; sizes: string }
    expect(icon.type).toBe('image/png')
    const { width, height } = pngSize(resolve(publicDir, `.${icon.href}`))
    expect(icon.sizes).toBe(`${width}x${height}`)
  })
})
