import { n } from '../drawing/drawing-geometry'
import { type Box, plan } from './plan-geometry'

/**
 * A worm-drive clamp standing on its edge, its axis turned away to the right: the band's near
 * rim is an ellipse `TILT` as wide as it is tall, its far rim the same ellipse further right. At
 * the top the ring's plane runs left and away, so the screw in the housing runs across the
 * picture with its head at the right, the housing's near end.
 */
const TILT = 0.6
/** The axis' own foreshortening: how far right a step along it goes. */
const AXIAL = 0.8
/** How far the floor squashes the clamp lying flat. */
const LYING_K = 0.5

/** The housing and its screw, in either clamp: the screw's axis at (x0..x1, y), head at `head`. */
export type Housing = {
  faces: [string, string]
  screw: { x0: number; x1: number; y: number; head: 'left' | 'right' }
}

export type ClampShape = {
  /** Inside of the far half, seen through the ring */
  inner: string
  /** Outside of the near half */
  outer: string
  /** Slanted perforations on the near half */
  slots: string
  /** The band's lit cut edge */
  rim: string
  /** The band's free end, out of the housing and on round the outside (lying clamp only) */
  tail?: string
  housing: Housing
  box: Box
}

const slot = (p: (dPhi: number, t: number) => string, t0: number, t1: number) =>
  `M${p(0, t0)}L${p(2.6, t0)}L${p(5.6, t1)}L${p(3, t1)}z`

export function standingClamp(cx: number, cy: number, r: number, width: number): ClampShape {
  const rx = r * TILT
  const l = width * AXIAL
  const arc = (sweep: 0 | 1, x: number, y: number) =>
    `A${n(rx)} ${n(r)} 0 0 ${sweep} ${n(x)} ${n(y)}`
  const top = cy - r
  const bottom = cy + r
  let slots = ''
  // The perforations run from the housing down the near side.
  for (let phi = 34; phi < 150; phi += 9)
    slots += slot(
      (f, t) => {
        const a = ((phi + f) * Math.PI) / 180
        return `${n(cx + rx * Math.sin(a) + t)} ${n(cy - r * Math.cos(a))}`
      },
      l * 0.22,
      l * 0.78,
    )
  const h = r * 0.22
  const half = r * 0.15
  return {
    inner: `M${n(cx)} ${n(top)}${arc(0, cx, bottom)}H${n(cx + l)}${arc(1, cx + l, top)}z`,
    outer: `M${n(cx)} ${n(top)}${arc(1, cx, bottom)}H${n(cx + l)}${arc(0, cx + l, top)}z`,
    slots,
    rim: `M${n(cx)} ${n(top)}${arc(1, cx, bottom)}`,
    housing: {
      // The face across the axis (lit, towards the light) and the near end (in shade).
      faces: [
        `M${n(cx - half)} ${n(top + 3)}v${n(-h)}q0-4 4-4h${n(2 * half - 8)}q4 0 4 4v${n(h)}z`,
        `M${n(cx + half)} ${n(top + 3 - h)}q0-4 4-4h${n(l - 4)}q4 0 4 4v${n(h)}h${n(-l - 4)}z`,
      ],
      screw: { x0: cx - half - 8, x1: cx + half + l + 8, y: top - h * 0.45, head: 'right' },
    },
    box: { x0: cx - rx, y0: top - h - 4, x1: cx + l + rx, y1: bottom },
  }
}

/** A smaller clamp lying flat, its housing at the near side and the screw's head to the left. */
export function lyingClamp(cx: number, cy: number, r: number, height: number): ClampShape {
  const ry = r * LYING_K
  const arc = (sweep: 0 | 1, x: number, y: number) =>
    `A${n(r)} ${n(ry)} 0 0 ${sweep} ${n(x)} ${n(y)}`
  const left = cx - r
  const right = cx + r
  let slots = ''
  for (let phi = 104; phi < 264; phi += 9)
    if (phi < 156 || phi > 204)
      slots += slot(
        (f, t) => {
          const a = ((phi + f) * Math.PI) / 180
          return `${n(cx + r * Math.sin(a))} ${n(cy - ry * Math.cos(a) + t)}`
        },
        height * 0.2,
        height * 0.8,
      )
  const front = cy + ry
  const half = r * 0.26
  const depth = height * 0.5
  return {
    inner: `M${n(left)} ${n(cy)}${arc(1, right, cy)}v${n(height)}${arc(0, left, cy + height)}z`,
    outer: `M${n(left)} ${n(cy)}${arc(0, right, cy)}v${n(height)}${arc(1, left, cy + height)}z`,
    slots,
    rim: `M${n(left)} ${n(cy)}${arc(1, right, cy)}${arc(1, left, cy)}`,
    tail: (() => {
      const out = r + 2.5
      const p = plan(cx, cy, LYING_K)
      const a0 = 180 + (Math.asin(half / out) * 180) / Math.PI
      p.move(a0, out).arc(a0 + 26, out)
      const end = p.d()
      const back = plan(cx, cy + height, LYING_K)
        .move(a0 + 26, out)
        .arc(a0, out, { counter: true })
        .d()
      return `${end}L${back.slice(1)}z`
    })(),
    housing: {
      // Its top (lit from above) and its face towards us.
      faces: [
        `M${n(cx - half)} ${n(front - 3)}h${n(2 * half)}l0 ${n(depth)}h${n(-2 * half)}z`,
        `M${n(cx - half)} ${n(front - 3 + depth)}h${n(2 * half)}v${n(height + 2)}h${n(-2 * half)}z`,
      ],
      screw: {
        x0: cx - half - 7,
        x1: cx + half + 7,
        y: front - 1 + depth + height * 0.45,
        head: 'left',
      },
    },
    box: { x0: left, y0: cy - ry, x1: right, y1: front + depth + height },
  }
}
