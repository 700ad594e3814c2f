import type { PinSpec } from '../../src/catalogue/pin-spec'
import { CANVAS, LABEL_SIZE, MARGIN, NOTE_SIZE } from '../drawing/drawing-kit'

/**
 * The drawing system's canvas is 320 × 200; a pin is long and thin, so its canvas is shorter, as
 * tall as the thickest pin with its measures and its part names above it needs: 320 × 180.
 */
export const PIN_CANVAS = { width: CANVAS.width, height: 180 }

/** Widest advance a text may take in any face the page may fall back to (as the unit test). */
export const textWidth = (text: string, size: number) => text.length * 0.62 * size

/** A part's name: upper case, spaced 0.06 em (Drawing.module.css, `.note`), in the same faces. */
const noteWidth = (text: string) => text.length * (0.62 + 0.06) * NOTE_SIZE

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

export type Callout = { label: string; targets: [number, number][]; x: number }
type Wanted = { label: string; to: [number, number]; priority: number }

export type PinGeometry = {
  axisY: number
  /** Left end of the pin (the head's face) and right end (the tip) */
  left: number
  right: number
  /** Shank thickness on the canvas */
  thickness: number
  head: { x: number; width: number; height: number }
  knurl: { x: number; width: number; height: number }
  chamfer: number
  /** The groove (or clip) by the tip */
  groove: number
  bushings: { x: number; width: number; collarLeft: boolean }[]
  bushingHeight: number
  grease: { x: number; width: number } | null
  lengthDim: { y: number; label: string } | null
  diameterDim: { x: number; label: string } | null
  callouts: Callout[]
  calloutY: number
}

const MIN_WIDTH = 130
const MIN_THICKNESS = 12
const MAX_THICKNESS = 40

/**
 * The door pin's layout on its drawing's canvas, from its spec: the pin spans a width that grows
 * with its length and is as thick as its diameter-to-length ratio says, both clamped so a very
 * short, long, thin or thick pin stays readable; head, knurl, bushings and clip scale with it,
 * and the parts it has are named above it.
 */
export function pinGeometry(spec: PinSpec): PinGeometry {
  const axisY = 96
  const diameterLabel = spec.diameterLabel
  const labelRoom = diameterLabel ? textWidth(diameterLabel, LABEL_SIZE) + 17 : 8
  const greaseWidth = spec.greaseFitting ? 10 : 0
  const start = MARGIN + 14 + greaseWidth
  const maxWidth = CANVAS.width - MARGIN - labelRoom - start
  // About 3.2 units per mm: a 42 mm pin is shorter on the canvas than a 175 mm one.
  const width =
    spec.lengthMm === null ? maxWidth * 0.85 : clamp(spec.lengthMm * 3.2, MIN_WIDTH, maxWidth)
  // A shorter pin is centred, with its measures, in the room a long one would take.
  const left = start + (maxWidth - width) / 2
  const right = left + width
  const scale = spec.lengthMm === null ? null : width / spec.lengthMm
  const thickness =
    scale === null || spec.diameterMm === null
      ? 22
      : clamp(spec.diameterMm * scale, MIN_THICKNESS, MAX_THICKNESS)

  const { head, knurl, chamfer, groove, shankStart, shankLength, bushings, bushingHeight } =
    pinParts(spec, left, width, thickness)

  const bottom = axisY + Math.max(head.height, bushingHeight + 6) / 2
  const lengthDim = spec.lengthLabel ? { y: bottom + 16, label: spec.lengthLabel } : null
  const diameterDim = diameterLabel ? { x: right + 12, label: diameterLabel } : null

  const top = axisY - thickness / 2
  const wanted: Wanted[] = []
  wanted.push({
    label: 'Moleteado',
    to: [knurl.x + knurl.width / 2, axisY - knurl.height / 2],
    priority: 1,
  })
  for (const b of bushings) {
    const collar = b.collarLeft ? b.x + 3 : b.x + b.width - 3
    wanted.push({
      label: bushings.length === 2 ? 'Bujes de latón' : 'Buje de latón',
      to: [collar, axisY - bushingHeight / 2 - 3],
      priority: 2,
    })
  }
  if (spec.clip) wanted.push({ label: 'Seguro E', to: [groove + 2.5, top - 4], priority: 3 })
  if (spec.greaseFitting)
    wanted.push({
      label: 'Grasera',
      to: [left - greaseWidth + 3, axisY - 4],
      priority: 4,
    })
  if (spec.oversize)
    wanted.push({
      label: 'Sobremedida',
      to: [shankStart + shankLength * 0.5, top],
      priority: 5,
    })
  return {
    axisY,
    left,
    right,
    thickness,
    head,
    knurl,
    chamfer,
    groove,
    bushings,
    bushingHeight,
    grease: spec.greaseFitting ? { x: left - greaseWidth, width: greaseWidth } : null,
    lengthDim,
    diameterDim,
    callouts: packCallouts(wanted),
    calloutY: 30,
  }
}

/** The pin's parts along its axis, in proportion to its span and thickness (drawing and render). */
export function pinParts(spec: PinSpec, left: number, width: number, thickness: number) {
  const right = left + width
  const heavy = spec.head === 'heavy'
  const head = {
    x: left,
    width: heavy ? clamp(thickness * 0.8, 12, 24) : clamp(thickness * 0.55, 9, 18),
    height: heavy
      ? clamp(thickness * 2, thickness + 12, 72)
      : clamp(thickness * 1.7, thickness + 8, 62),
  }
  const knurl = {
    x: left + head.width,
    width: clamp(width * 0.12, 14, 30),
    height: thickness + clamp(thickness * 0.15, 3, 6),
  }
  const chamfer = thickness * 0.2
  const groove = right - clamp(width * 0.07, 10, 18)

  const shankStart = knurl.x + knurl.width
  const shankLength = groove - shankStart
  const bushingWidth = clamp(width * 0.13, 16, 30)
  const wall = clamp(thickness * 0.18, 3, 6)
  const bushingHeight = thickness + 2 * wall
  const bushings =
    spec.bushings === 2
      ? [
          { x: shankStart + shankLength * 0.18, width: bushingWidth, collarLeft: true },
          {
            x: shankStart + shankLength * 0.82 - bushingWidth,
            width: bushingWidth,
            collarLeft: false,
          },
        ]
      : spec.bushings === 1
        ? [
            {
              x: shankStart + shankLength * 0.45 - bushingWidth / 2,
              width: bushingWidth,
              collarLeft: true,
            },
          ]
        : []

  return { head, knurl, chamfer, groove, shankStart, shankLength, bushings, bushingHeight, wall }
}

/**
 * Lays the part names out in one row above the pin, left to right, each as near its part as the
 * others allow; names that do not fit are left out, the least telling first.
 */
function packCallouts(wanted: Wanted[]): Callout[] {
  // One name per kind of part: both bushings share one and it points at both.
  const merged = new Map<string, { label: string; priority: number; targets: [number, number][] }>()
  for (const c of wanted) {
    const found = merged.get(c.label)
    if (found) found.targets.push(c.to)
    else merged.set(c.label, { label: c.label, priority: c.priority, targets: [c.to] })
  }
  let list = [...merged.values()]
  const gap = 10
  const fits = (items: typeof list) =>
    items.reduce((sum, c) => sum + noteWidth(c.label) + gap, -gap) <= CANVAS.width - 2 * MARGIN
  while (!fits(list)) {
    const worst = Math.max(...list.map((c) => c.priority))
    list = list.filter((c) => c.priority !== worst)
  }
  const centre = (c: (typeof list)[number]) =>
    c.targets.reduce((sum, [x]) => sum + x, 0) / c.targets.length
  list.sort((a, b) => centre(a) - centre(b))
  const widths = list.map((c) => noteWidth(c.label))
  const xs: number[] = []
  let edge = MARGIN + 1
  for (const [i, c] of list.entries()) {
    const w = widths[i] as number
    const x = Math.max(centre(c), edge + w / 2)
    xs.push(x)
    edge = x + w / 2 + gap
  }
  // Pushed past the right edge: slide back left, keeping the gaps.
  let limit = CANVAS.width - MARGIN - 1
  for (let i = list.length - 1; i >= 0; i--) {
    const w = widths[i] as number
    const x = Math.min(xs[i] as number, limit - w / 2)
    xs[i] = x
    limit = x - w / 2 - gap
  }
  return list.map((c, i) => ({ label: c.label, targets: c.targets, x: xs[i] as number }))
}
