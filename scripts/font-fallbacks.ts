/**
 * Writes src/styles/font-fallbacks.css: for each self-hosted brand face, a local fallback face
 * (Arial, or its metric twin Liberation Sans) scaled and given the brand face's ascent, descent and
 * line gap, so text laid out in the fallback keeps its lines and height when the brand font swaps
 * in. The numbers come from the font files themselves (capsize's unpack and font-stack maths).
 *
 * Usage: node scripts/font-fallbacks.ts [--check]   (--check: exit 1 if the file is out of date)
 */
import { readFile, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createFontStack } from '@capsizecss/core'
import { fromFile } from '@capsizecss/unpack/fs'
import { create } from 'fontkitten'
import { BRAND_FACES } from '../src/styles/font-faces.ts'

const root = resolve(import.meta.dirname, '..')
const target = resolve(root, 'src/styles/font-fallbacks.css')

/** Liberation Sans has Arial's advance widths and vertical metrics (it was drawn to replace it). */
const LIBERATION = '/usr/share/fonts/truetype/liberation'
export const LIBERATION_FILES = [
  `${LIBERATION}/LiberationSans-Regular.ttf`,
  `${LIBERATION}/LiberationSans-Bold.ttf`,
]
const LOCAL = {
  regular: {
    file: `${LIBERATION}/LiberationSans-Regular.ttf`,
    names: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
  },
  bold: {
    file: `${LIBERATION}/LiberationSans-Bold.ttf`,
    names: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
  },
}

/**
 * Text like the site's, to average advance widths over: capsize's own average weighs English
 * lower-case letters, but the condensed face sets Spanish headings, buttons, labels and the logo,
 * half of them in capitals (measured in Chromium, that average left the fallback 5–12 % wide, and
 * headings wrapped onto an extra line).
 */
const BODY_SAMPLE =
  'Fabricamos pernos para puerta y birlos con buje de latón. Mostrador desde 10 piezas, fabricación a medida en 4 días hábiles y envíos a todo México. Cuando nos escribes por los formularios, usamos tus datos sólo para responderte.'
const HEADING_SAMPLE =
  'Pernos para puerta Birlos automotrices a la medida Tuercas Kits de frenos Fabricamos, surtimos y te asesoramos Más de 20 años en sujeción automotriz'
const DISPLAY_SAMPLE = `${HEADING_SAMPLE} ${HEADING_SAMPLE.toUpperCase()} FIJAMEX VER PERNOS PARA PUERTA BUSCAR MOLETEADO BUJE DE LATÓN M12 × 1.5`

/**
 * The fallback's width over the brand face's, as Chromium lays out the site's own text (kerning
 * included, which the advance widths above leave out), by family and weight: the medians measured
 * over every text of every page before this correction, by a script that left with the font
 * loader (scripts/font-width-ratios.ts in the history; to measure again, set each text in both
 * faces on one line and compare the widths). The size is divided by them, so a line in the
 * fallback is as long as in the brand face, and a first visit drawn in it looks like the next.
 */
const MEASURED_WIDTH_RATIO: Record<string, number> = {
  'Barlow 400': 0.986,
  'Barlow 600': 0.995,
  'Barlow Condensed 600': 1.04,
  'Barlow Condensed 700': 1.05,
}

/** A capsize percentage ("69.1013%") times `factor`. */
const scaled = (value: string | undefined, factor: number) =>
  `${Number((Number.parseFloat(value ?? '0') * factor).toFixed(4))}%`

/** The mean advance width, in font units, of the sample's characters. */
async function sampleWidth(file: string, sample: string): Promise<number> {
  const font = create(await readFile(file))
  if (!('glyphForCodePoint' in font)) throw new Error(`${file} is a font collection`)
  const characters = [...sample]
  const total = characters.reduce(
    (sum, character) => sum + font.glyphForCodePoint(character.codePointAt(0) ?? 32).advanceWidth,
    0,
  )
  return total / characters.length
}

export async function fallbackCss(): Promise<string> {
  const rules: string[] = []
  for (const face of BRAND_FACES) {
    const brandFile = resolve(root, 'node_modules', face.file)
    const local = face.weight >= 600 ? LOCAL.bold : LOCAL.regular
    const sample = face.family === 'Barlow' ? BODY_SAMPLE : DISPLAY_SAMPLE
    // Vertical metrics from capsize's reading of the files; widths over the site's kind of text.
    const withWidth = async (file: string) => {
      const metrics = await fromFile(file)
      const xWidthAvg = await sampleWidth(file, sample)
      return { ...metrics, xWidthAvg, subsets: { ...metrics.subsets, latin: { xWidthAvg } } }
    }
    const brand = await withWidth(brandFile)
    const metrics = await withWidth(local.file)
    const { fontFaces } = createFontStack([brand, metrics], { fontFaceFormat: 'styleObject' })
    const generated = fontFaces[0]?.['@font-face']
    if (!generated) throw new Error(`capsize made no fallback for ${face.family} ${face.weight}`)
    // A smaller size-adjust scales the overrides up by as much, so line heights stay the brand's.
    const ratio = MEASURED_WIDTH_RATIO[`${face.family} ${face.weight}`] ?? 1
    rules.push(`@font-face {
  font-family: "${face.fallbackFamily}";
  font-weight: ${face.fallbackWeights};
  src: ${local.names.map((name) => `local("${name}")`).join(', ')};
  ascent-override: ${scaled(generated.ascentOverride, ratio)};
  descent-override: ${scaled(generated.descentOverride, ratio)};
  line-gap-override: ${scaled(generated.lineGapOverride, ratio)};
  size-adjust: ${scaled(generated.sizeAdjust, 1 / ratio)};
}`)
  }
  return `/* Generated by scripts/font-fallbacks.ts from the font files: do not edit. */\n\n${rules.join('\n\n')}\n`
}

/** Equal but for white space (Biome formats the written file). */
export const sameCss = (a: string, b: string) => a.replace(/\s+/g, ' ') === b.replace(/\s+/g, ' ')

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const css = await fallbackCss()
  if (process.argv.includes('--check')) {
    const current = await readFile(target, 'utf8').catch(() => '')
    if (sameCss(current, css) === false) {
      console.error(
        'src/styles/font-fallbacks.css is out of date: run node scripts/font-fallbacks.ts',
      )
      process.exit(1)
    }
  } else {
    await writeFile(target, css)
    console.log(`wrote ${target}`)
  }
}
