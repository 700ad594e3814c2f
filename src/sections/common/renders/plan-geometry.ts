import { n } from '../../../ui/drawing/drawing-geometry'

/**
 * A flat part lying on the floor, seen from above at three-quarters: its outline drawn in its own
 * plane (angles clockwise from `rot`, radii from a centre) and squashed by `k` towards the floor,
 * so every circle is an ellipse `k` as tall as it is wide.
 */
export function plan(cx: number, cy: number, k: number, rot = 0) {
  let d = ''
  const at = (angle: number, r: number) => {
    const rad = ((angle + rot) * Math.PI) / 180
    return `${n(cx + r * Math.sin(rad))} ${n(cy - r * k * Math.cos(rad))}`
  }
  const path = {
    move(angle: number, r: number) {
      d += `M${at(angle, r)}`
      return path
    },
    line(angle: number, r: number) {
      d += `L${at(angle, r)}`
      return path
    },
    /**
     * An arc to (angle, r) on a circle of radius `radius` (r by default; another value for an
     * off-centre circle); clockwise unless `counter`, the long way with `large`.
     */
    arc(
      angle: number,
      r: number,
      options: { radius?: number; large?: boolean; counter?: boolean } = {},
    ) {
      const radius = options.radius ?? r
      d += `A${n(radius)} ${n(radius * k)} 0 ${options.large ? 1 : 0} ${options.counter ? 0 : 1} ${at(angle, r)}`
      return path
    },
    /** A whole circle (a hole) centred at (angle, r), of radius `radius`. */
    hole(angle: number, r: number, radius: number) {
      const rad = ((angle + rot) * Math.PI) / 180
      const x = cx + r * Math.sin(rad)
      const y = cy - r * k * Math.cos(rad)
      d += `M${n(x - radius)} ${n(y)}a${n(radius)} ${n(radius * k)} 0 1 0 ${n(2 * radius)} 0a${n(radius)} ${n(radius * k)} 0 1 0 ${n(-2 * radius)} 0z`
      return path
    },
    close() {
      d += 'z'
      return path
    },
    d: () => d,
  }
  return path
}

/** A box's corners, to check a piece lies inside the frame. */
export type Box = { x0: number; y0: number; x1: number; y1: number }

/** The box round a plan's outline of radius r: an ellipse r wide and r·k tall (plus thickness). */
export const planBox = (cx: number, cy: number, r: number, k: number, t = 0): Box => ({
  x0: cx - r,
  y0: cy - r * k,
  x1: cx + r,
  y1: cy + r * k + t,
})
