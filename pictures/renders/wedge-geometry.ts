import { n } from '../drawing/drawing-geometry'
import type { Box } from './plan-geometry'

/** The Woodruff key's measures (the drawing's): chord, height and thickness, and the scale. */
const KEY = { length: 22, height: 9, thickness: 5 }
const SCALE = 4.5

const half = (KEY.length / 2) * SCALE
const height = KEY.height * SCALE
/** The disc the key is cut from: its radius, and its centre above the chord by `up`. */
const radius = (half * half + height * height) / (2 * height)
const up = radius - height

/**
 * A key standing on its round edge with its half-moon face towards the viewer, its thickness
 * going back up and to the right by `depth`: the face, the lit flat top, and the round edge's
 * visible part, which ends where the edge turns parallel to the depth.
 */
export function standingKey(x: number, y: number) {
  const t = KEY.thickness * SCALE
  const [dx, dy] = [t * 0.72, t * -0.42]
  // Where the round edge's tangent runs along the depth: its silhouette.
  const turn = Math.atan2(dx, -dy)
  const at = (angle: number, sx = 0, sy = 0) =>
    `${n(x + radius * Math.cos(angle) + sx)} ${n(y - up + radius * Math.sin(angle) + sy)}`
  const r = `${n(radius)} ${n(radius)}`
  const a = `${n(x - half)} ${n(y)}`
  const b = `${n(x + half)} ${n(y)}`
  const start = Math.asin(up / radius)
  return {
    face: `M${a}L${b}A${r} 0 0 1 ${a}z`,
    top: `M${a}L${b}l${n(dx)} ${n(dy)}H${n(x - half + dx)}z`,
    edge: `M${b}A${r} 0 0 1 ${at(turn)}l${n(dx)} ${n(dy)}A${r} 0 0 0 ${at(start, dx, dy)}z`,
    box: { x0: x - half, y0: y + dy, x1: x + half + dx, y1: y + height } as Box,
  }
}

/** How far the floor squashes the key lying on its face. */
export const LYING_K = 0.5
/** The lying key's thickness on screen. */
export const LYING_T = 9

/** A key lying on its face, its chord away from the viewer: its outline on the floor. */
export function lyingKey(x: number, y: number) {
  const ry = radius * LYING_K
  return {
    d: `M${n(x - half)} ${n(y)}H${n(x + half)}A${n(radius)} ${n(ry)} 0 0 1 ${n(x - half)} ${n(y)}z`,
    box: { x0: x - half, y0: y, x1: x + half, y1: y + height * LYING_K + LYING_T } as Box,
  }
}
