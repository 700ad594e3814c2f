import { n } from '../drawing/drawing-geometry'
import type { Box } from './plan-geometry'

/** The return spring: close-wound coils along y = `axis`, a hook curled up at each end. */
export const RETURN = { x0: 64, x1: 256, axis: 52, r: 11, pitch: 4.4, wire: 3.6, hook: 11 }

/** Left hook: out of the end coil's top and round, a loop nearly closed (the right is its mirror). */
export function hookPath() {
  const { x0, axis, r, hook } = RETURN
  const cx = x0 - hook - 2
  const a = (25 * Math.PI) / 180
  return `M${n(x0 + 2)} ${n(axis - r + 1.5)}H${n(cx)}A${hook} ${hook} 0 1 0 ${n(cx + hook * Math.cos(a))} ${n(axis - r + hook + hook * Math.sin(a))}`
}

/** One turn of the close-wound spring, as the coils' pattern tile: a `)`-shaped slice of wire. */
export const coilTile = () => {
  const { r, pitch } = RETURN
  return `M0 0h${pitch}q1.8 ${r} 0 ${2 * r}h${-pitch}q1.8 ${-r} 0 ${-2 * r}z`
}

/** The hold-down pin lying below, through its open spring and cup. */
export const HOLD = { x: 34, y: 128, length: 138, coilX: 96, coils: 5, coilPitch: 8, coilR: 10 }

/** An open coil's turn: the far half (behind the pin) and the near half (in front of it). */
export function openCoil() {
  const { coilPitch: p, coilR: r } = HOLD
  const rx = r * 0.3
  return {
    far: `M0 ${-r}A${n(rx)} ${r} 0 0 0 ${n(p / 2)} ${r}`,
    near: `M${n(p / 2)} ${r}A${n(rx)} ${r} 0 0 0 ${n(p)} ${-r}`,
  }
}

/** The anti-rattle clip's bent profile (the drawing's), swept back by `CLIP_AT.depth` as a sheet strip. */
const PROFILE: [number, number][] = [
  [0, 0],
  [9, 7],
  [20, 7],
  [20, 33],
  [64, 33],
  [64, 7],
  [75, 7],
  [84, 0],
]
export const CLIP_AT = { x: 198, y: 128, depth: [14, -10] as const }

/** The strip's faces in painting order, each with how squarely it faces the light (0–1). */
export function clipFaces() {
  const [dx, dy] = CLIP_AT.depth
  const faces: { d: string; light: number }[] = []
  for (let i = 0; i < PROFILE.length - 1; i++) {
    const [ax, ay] = PROFILE[i] as [number, number]
    const [bx, by] = PROFILE[i + 1] as [number, number]
    const len = Math.hypot(bx - ax, by - ay)
    // The face's normal, turned upwards; the light comes from above and to the left.
    const nx = (by - ay) / len
    const ny = -(bx - ax) / len
    const s = ny > 0 ? -1 : 1
    const light = Math.max(0, s * (nx * -0.45 + ny * -0.9))
    const x = CLIP_AT.x + ax
    const y = CLIP_AT.y + ay
    faces.push({
      d: `M${n(x)} ${n(y)}l${n(bx - ax)} ${n(by - ay)}l${dx} ${dy}l${n(ax - bx)} ${n(ay - by)}z`,
      light,
    })
  }
  return faces
}

/** Every piece's box, to keep the kit inside the frame. */
export function brakeKitBoxes(): Box[] {
  const { x0, x1, axis, r, hook } = RETURN
  return [
    { x0: x0 - 2 * hook - 4, y0: axis - r - 2, x1: x1 + 2 * hook + 4, y1: axis + r + hook },
    { x0: HOLD.x - 3, y0: HOLD.y - HOLD.coilR - 1, x1: HOLD.x + HOLD.length, y1: HOLD.y + 12 },
    {
      x0: CLIP_AT.x,
      y0: CLIP_AT.y + CLIP_AT.depth[1],
      x1: CLIP_AT.x + 84 + CLIP_AT.depth[0],
      y1: CLIP_AT.y + 34,
    },
  ]
}
