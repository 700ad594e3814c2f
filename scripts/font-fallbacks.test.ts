import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fallbackCss, LIBERATION_FILES, sameCss } from './font-fallbacks.ts'

const hasLocalFonts = LIBERATION_FILES.every((file) => existsSync(file))

describe.skipIf(!hasLocalFonts)('font fallbacks', () => {
  it('src/styles/font-fallbacks.css holds the metrics computed from the font files', async () => {
    const file = resolve(import.meta.dirname, '../src/styles/font-fallbacks.css')
    expect(sameCss(await readFile(file, 'utf8'), await fallbackCss())).toBe(true)
  })

  it('gives every fallback the brand faces’ ascent, descent and line gap once scaled (1000, 200, 0 per 1000 units)', async () => {
    const css = await fallbackCss()
    const percent = (name: string, rule: string) =>
      Number(new RegExp(`${name}: ([\\d.]+)%`).exec(rule)?.[1])
    const rules = css.split('@font-face').slice(1)
    expect(rules).toHaveLength(4)
    for (const rule of rules) {
      const scale = percent('size-adjust', rule) / 100
      expect(percent('ascent-override', rule) * scale).toBeCloseTo(100, 1)
      expect(percent('descent-override', rule) * scale).toBeCloseTo(20, 1)
      expect(percent('line-gap-override', rule)).toBe(0)
      // Narrower than the local face: Barlow is narrower than Arial, its condensed cut more so.
      expect(scale).toBeLessThan(1)
    }
  })
})
