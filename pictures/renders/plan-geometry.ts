import { polar } from '../drawing/drawing-geometry'

/**
 * A flat part lying on the floor, seen from above at three-quarters: its outline drawn in its own
 * plane (angles clockwise from `rot`, radii from a centre) and squashed by `k` towards the floor,
 * so every circle is an ellipse `k` as tall as it is wide.
 */
export const plan = (cx: number, cy: number, k: number, rot = 0) =>
  polar(cx, cy, { squash: k, rotate: rot })

/** A box's corners, to check a piece lies inside the frame. */
export type Box = { x0: number; y0: number; x1: number; y1: number }

/** The box round a plan's outline of radius r: an ellipse r wide and r·k tall (plus thickness). */
export const planBox = (cx: number, cy: number, r: number, k: number, t = 0): Box => ({
  x0: cx - r,
  y0: cy - r * k,
  x1: cx + r,
  y1: cy + r * k + t,
})
