/**
 * Path data for the product drawings: hatching, threads, knurls, springs and rings, computed once
 * as compact `d` strings (one path per kind of line keeps the inlined SVG small).
 */

/** One decimal place is finer than a device pixel at any size the drawings are shown. */
export const n = (value: number) => String(Math.round(value * 10) / 10)

/** A closed circle as a sub-path, so holes can share one path with their part (evenodd). */
export function circle(cx: number, cy: number, r: number): string {
  return `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0z`
}

/*
 * Repeated strokes (threads, knurls, coils, teeth) are written with relative commands, so every
 * repetition is the same few characters and gzip folds them away.
 */

/** Section hatching: 45° lines `step` apart, clipped to a rectangle. */
export function hatch(x: number, y: number, w: number, h: number, step = 4): string {
  let d = ''
  // Lines v = u + c in coordinates from the bottom-left corner (u right, v up).
  for (let c = step / 2 - w; c < h; c += step) {
    const u0 = Math.max(0, -c)
    const u1 = Math.min(w, h - c)
    if (u1 - u0 < 0.5) continue
    d += `M${n(x + u0)} ${n(y + h - u0 - c)}l${n(u1 - u0)} ${n(u0 - u1)}`
  }
  return d
}

/**
 * A thread seen from the side, as catalogue sheets draw it: slanted crest lines one pitch apart
 * across the major diameter, and thin root lines at the minor diameter.
 */
export function thread(
  x1: number,
  x2: number,
  top: number,
  bottom: number,
  pitch: number,
  depth: number,
): string {
  const slant = pitch / 2
  const h = bottom - top
  let d = `M${n(x1)} ${n(top + depth)}H${n(x2)}M${n(x1)} ${n(bottom - depth)}H${n(x2)}`
  d += `M${n(x1 + slant)} ${n(top)}l${n(slant)} ${n(h)}`
  for (let x = x1 + slant + pitch; x + slant <= x2 + 0.01; x += pitch) {
    d += `m${n(pitch - slant)} ${n(-h)}l${n(slant)} ${n(h)}`
  }
  return d
}

/** A straight (axial) knurl seen from the side: ridges run along the axis. */
export function knurl(x1: number, x2: number, top: number, bottom: number, step = 3.5): string {
  const w = x2 - x1
  let d = `M${n(x1)} ${n(top + step)}h${n(w)}`
  for (let y = top + 2 * step; y < bottom - step / 2; y += step) d += `m${n(-w)} ${n(step)}h${n(w)}`
  return d
}

/** Close-wound coils of a spring seen from the side: one slanted stroke per turn of wire. */
export function coils(x1: number, x2: number, top: number, bottom: number, pitch: number): string {
  const slant = pitch * 0.8
  const h = bottom - top
  let d = `M${n(x1)} ${n(top)}l${n(slant)} ${n(h)}`
  for (let x = x1 + pitch; x <= x2 + 0.01; x += pitch)
    d += `m${n(pitch - slant)} ${n(-h)}l${n(slant)} ${n(h)}`
  return d
}

/**
 * A thread profile seen in section, as relative line commands from a crest: `count` teeth of
 * one pitch each, going right (or left with a negative pitch), `depth` towards the root.
 */
export function teeth(count: number, pitch: number, depth: number): string {
  return `l${n(pitch / 2)} ${n(depth)}l${n(pitch / 2)} ${n(-depth)}`.repeat(count)
}

export function polyline(points: [number, number][]): string {
  return points.map(([x, y], index) => `${index ? 'L' : 'M'}${n(x)} ${n(y)}`).join('')
}

/**
 * A path around a centre, in polar steps (angle in degrees, 0 at the top, clockwise; radius),
 * with true arcs so round parts stay a few bytes: for circlips, E-clips and clamp rings. A render
 * of a flat part lying on the floor seen from three-quarters passes `squash` (every circle an
 * ellipse that much as tall as it is wide) and `rotate` (degrees added to every angle).
 */
export function polar(cx: number, cy: number, view: { squash?: number; rotate?: number } = {}) {
  const { squash = 1, rotate = 0 } = view
  let d = ''
  const point = (angle: number, r: number) => {
    const rad = ((angle + rotate) * Math.PI) / 180
    return [cx + r * Math.sin(rad), cy - r * squash * Math.cos(rad)] as const
  }
  const at = (angle: number, r: number) => {
    const [x, y] = point(angle, r)
    return `${n(x)} ${n(y)}`
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
     * An arc to the point at (angle, r) on a circle of radius `radius` (r by default; another
     * value for an off-centre circle); clockwise unless `counter`, the long way with `large`.
     */
    arc(
      angle: number,
      r: number,
      options: { radius?: number; large?: boolean; counter?: boolean } = {},
    ) {
      const radius = options.radius ?? r
      d += `A${n(radius)} ${n(radius * squash)} 0 ${options.large ? 1 : 0} ${options.counter ? 0 : 1} ${at(angle, r)}`
      return path
    },
    /** A whole circle (a hole) centred at (angle, r), of radius `radius`. */
    hole(angle: number, r: number, radius: number) {
      const [x, y] = point(angle, r)
      const ry = n(radius * squash)
      d += `M${n(x - radius)} ${n(y)}a${n(radius)} ${ry} 0 1 0 ${n(2 * radius)} 0a${n(radius)} ${ry} 0 1 0 ${n(-2 * radius)} 0z`
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
