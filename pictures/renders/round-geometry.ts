import { PICTURE_CANVAS } from '../../src/picture-files/picture-canvas'
import { type Segment, TURN } from '../render/solid'

/** Nothing of a picture, shadows included, comes nearer an edge of the canvas than this. */
export const FRAME_MARGIN = 8

export type Box = { left: number; top: number; right: number; bottom: number }

/** One length of a part along its axis, in mm: its length, its diameter at each end, its shape. */
export type AxialStep = readonly [length: number, d0: number, d1: number, shape: Segment['shape']]

/**
 * A length of a part measured in mm, as a segment in canvas units (`mm` a millimetre): from x0
 * along the axis, `length` long, diameter d0 to d1; a thread's pitch is `pitchMm`.
 */
export function segmentAt<M extends string>(
  x0: number,
  [length, d0, d1, shape]: AxialStep,
  metal: M,
  mm: number,
  pitchMm: number,
): Segment<M> {
  return {
    x0: x0 * mm,
    x1: (x0 + length) * mm,
    r0: (d0 * mm) / 2,
    r1: (d1 * mm) / 2,
    metal,
    shape,
    pitch: pitchMm * mm,
  }
}

/** A part's segments one after another from its near end (x = 0). */
export function segmentsAlong<M extends string>(
  steps: readonly AxialStep[],
  metal: M,
  mm: number,
  pitchMm: number,
): Segment<M>[] {
  let x = 0
  return steps.map((step) => {
    const s = segmentAt(x, step, metal, mm, pitchMm)
    x += step[0]
    return s
  })
}

/** A wheel or truck stud's measures in mm, head to tip. */
export type StudMeasures = {
  head: { t: number; d: number }
  knurl: { l: number; d: number }
  neck: { l: number; d: number }
  thread: { l: number; d: number; pitch: number }
  tip: { l: number; d: number }
}

/**
 * A stud's segments from its head's face to its tip: head, knurl, neck, thread, and the dog
 * point, which starts at `tipStart` of the thread's diameter.
 */
export function studSegments<M extends string>(
  stud: StudMeasures,
  metal: M,
  mm: number,
  tipStart: number,
): Segment<M>[] {
  const { head, knurl, neck, thread, tip } = stud
  return segmentsAlong(
    [
      [head.t, head.d, head.d, 'head'],
      [knurl.l, knurl.d, knurl.d, 'knurl'],
      [neck.l, neck.d, neck.d, 'round'],
      [thread.l, thread.d, thread.d, 'thread'],
      [tip.l, thread.d * tipStart, tip.d, 'round'],
    ],
    metal,
    mm,
    thread.pitch,
  )
}

/**
 * A solid of revolution placed in a picture: lying on the floor along x (turned `angle` degrees
 * on it), or standing on its far end with its axis upright and its near face on top.
 */
export type Piece<M extends string = string> = {
  segments: readonly Segment<M>[]
  x: number
  y: number
  angle?: number
  stand?: boolean
}

/** The piece's extent along its axis and its largest radius. */
function extent(segments: readonly Segment[]) {
  return {
    radius: Math.max(...segments.map((s) => Math.max(s.r0, s.r1))),
    start: Math.min(...segments.map((s) => s.x0)),
    end: Math.max(...segments.map((s) => s.x1)),
  }
}

/** How the piece's own coordinates land on the canvas. */
function placement(p: Piece): [number, number, number, number, number, number] {
  if (p.stand) return [0, 1, 1, 0, p.x, p.y]
  const a = ((p.angle ?? 0) * Math.PI) / 180
  return [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), p.x, p.y]
}

/**
 * The soft shadow on the floor, in the piece's own coordinates when lying (it turns with it), on
 * the canvas under its foot when standing.
 */
export function shadowOf(p: Piece) {
  const e = extent(p.segments)
  if (p.stand)
    return {
      cx: p.x + e.radius * 0.25,
      cy: p.y + e.end + e.radius * TURN * 0.3,
      rx: e.radius * 1.15,
      ry: e.radius * 0.32,
    }
  return {
    cx: (e.start + e.end) / 2,
    cy: e.radius * 0.6,
    rx: (e.end - e.start) / 2 + 6,
    ry: e.radius * 0.45 + 3,
  }
}

/** The piece's box on the canvas, its shadow included. */
export function pieceBox(p: Piece): Box {
  const s = shadowOf(p)
  const [a, b, c, d, e1, f] = placement(p)
  // Each segment's own box, so that a turned piece's thin end does not count as thick as its head.
  const corners: [number, number][] = p.segments.flatMap((seg) => {
    const r = Math.max(seg.r0, seg.r1)
    const from = Math.min(seg.x0 - seg.r0 * TURN, seg.x1 - seg.r1 * TURN)
    const to = Math.max(seg.x0 + seg.r0 * TURN, seg.x1 + seg.r1 * TURN)
    return [
      [from, -r],
      [to, -r],
      [from, r],
      [to, r],
    ] as [number, number][]
  })
  if (!p.stand)
    corners.push([s.cx - s.rx, s.cy - s.ry], [s.cx + s.rx, s.cy + s.ry], [s.cx - s.rx, s.cy + s.ry])
  const points = corners.map(([x, y]) => [a * x + c * y + e1, b * x + d * y + f] as const)
  const box = {
    left: Math.min(...points.map(([x]) => x)),
    top: Math.min(...points.map(([, y]) => y)),
    right: Math.max(...points.map(([x]) => x)),
    bottom: Math.max(...points.map(([, y]) => y)),
  }
  return p.stand ? union([box, ellipseBox(s.cx, s.cy, s.rx, s.ry)]) : box
}

export const ellipseBox = (cx: number, cy: number, rx: number, ry: number): Box => ({
  left: cx - rx,
  top: cy - ry,
  right: cx + rx,
  bottom: cy + ry,
})

export function union(boxes: Box[]): Box {
  return {
    left: Math.min(...boxes.map((b) => b.left)),
    top: Math.min(...boxes.map((b) => b.top)),
    right: Math.max(...boxes.map((b) => b.right)),
    bottom: Math.max(...boxes.map((b) => b.bottom)),
  }
}

/** Whether a box keeps the frame's margin. */
export const insideFrame = (b: Box) =>
  b.left >= FRAME_MARGIN &&
  b.top >= FRAME_MARGIN &&
  b.right <= PICTURE_CANVAS.width - FRAME_MARGIN &&
  b.bottom <= PICTURE_CANVAS.height - FRAME_MARGIN

/** The same segments turned end for end (a piece standing on its head shows its tip on top). */
export function reversed<M extends string>(segments: readonly Segment<M>[]): Segment<M>[] {
  const end = Math.max(...segments.map((s) => s.x1))
  return segments.map((s) => ({
    ...s,
    x0: end - s.x1,
    x1: end - s.x0,
    r0: s.r1,
    r1: s.r0,
    shape: s.shape === 'head' ? 'round' : s.shape,
  }))
}
