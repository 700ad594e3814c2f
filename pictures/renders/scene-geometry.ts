import { PICTURE_CANVAS } from '../../src/picture-files/picture-canvas'
import { n } from '../drawing/drawing-geometry'
import type { Segment } from '../render/solid'

/**
 * The scenes' objects seen from the same three-quarters as the part renders: a box's far edges sit
 * up and to the right of its near ones, by `DEPTH` per unit of depth.
 */
export const DEPTH = { x: 0.5, y: -0.32 }

/** Nothing in a picture comes closer than this to the frame's edge. */
export const MARGIN = 8

/** A piece's extent on the canvas: left, top, right, bottom. */
export type Bounds = readonly [number, number, number, number]

export const insideFrame = ([x0, y0, x1, y1]: Bounds) =>
  x0 >= MARGIN &&
  y0 >= MARGIN &&
  x1 <= PICTURE_CANVAS.width - MARGIN &&
  y1 <= PICTURE_CANVAS.height - MARGIN

/** A box standing on the floor: (x, y) its near bottom-left corner; width, height, depth. */
export type Block = { x: number; y: number; w: number; h: number; d: number }

export const blockBounds = ({ x, y, w, h, d }: Block): Bounds => [
  x,
  y - h + d * DEPTH.y,
  x + w + d * DEPTH.x,
  y,
]

/**
 * A box of the given size standing on another, centred across its width and set back `inset`
 * from its front edge.
 */
export function stackOn(
  below: Block,
  { w, h, d }: Pick<Block, 'w' | 'h' | 'd'>,
  inset: number,
): Block {
  return {
    x: below.x + (below.w - w) / 2 + inset * DEPTH.x,
    y: below.y - below.h + inset * DEPTH.y,
    w,
    h,
    d,
  }
}

/** A block's three visible faces: its lit top, its front, its shaded right side. */
export function blockFaces({ x, y, w, h, d }: Block) {
  const dx = n(d * DEPTH.x)
  const dy = n(d * DEPTH.y)
  const back = `l${dx} ${dy}`
  const front = `l${n(-d * DEPTH.x)} ${n(-d * DEPTH.y)}`
  return {
    top: `M${n(x)} ${n(y - h)}${back}h${n(w)}${front}z`,
    front: `M${n(x)} ${n(y - h)}h${n(w)}v${n(h)}h${n(-w)}z`,
    side: `M${n(x + w)} ${n(y - h)}${back}v${n(h)}${front}z`,
  }
}

/** A band round a block's front and side, from `from` to `to` above its floor. */
export function blockBand({ x, y, w, d }: Block, from: number, to: number) {
  const h = n(to - from)
  return {
    front: `M${n(x)} ${n(y - to)}h${n(w)}v${h}h${n(-w)}z`,
    side: `M${n(x + w)} ${n(y - to)}l${n(d * DEPTH.x)} ${n(d * DEPTH.y)}v${h}l${n(-d * DEPTH.x)} ${n(-d * DEPTH.y)}z`,
  }
}

/**
 * The door pin the scenes show (a head, its knurl, the shank with the clip's groove by the
 * tapered tip), as `Solid` segments from the head: the proportions of a catalogue pin.
 */
export const SCENE_PIN: readonly Segment<'pin'>[] = [
  { x0: 0, x1: 3.5, r0: 5.4, r1: 5.4, metal: 'pin', shape: 'head' },
  { x0: 3.5, x1: 10, r0: 3.8, r1: 3.8, metal: 'pin', shape: 'knurl' },
  { x0: 10, x1: 42, r0: 3.2, r1: 3.2, metal: 'pin', shape: 'round' },
  { x0: 42, x1: 43.5, r0: 2.7, r1: 2.7, metal: 'pin', shape: 'round' },
  { x0: 43.5, x1: 48, r0: 3.2, r1: 2.4, metal: 'pin', shape: 'round' },
]

/** The scene pin's length along its axis and its head's radius. */
export const PIN_LENGTH = 48
export const PIN_HEAD = 5.4

/** A pin at (x, y) (its axis' head end), scaled and turned by `angle` degrees. */
export type PlacedPin = { x: number; y: number; scale: number; angle: number }

/** The extent of a round piece `length` long and `radius` thick along its placed axis. */
export function lineBounds({ x, y, scale, angle }: PlacedPin, length: number, radius: number) {
  const a = (angle * Math.PI) / 180
  const ex = x + length * scale * Math.cos(a)
  const ey = y + length * scale * Math.sin(a)
  const r = radius * scale
  return [
    Math.min(x, ex) - r,
    Math.min(y, ey) - r,
    Math.max(x, ex) + r,
    Math.max(y, ey) + r,
  ] as const satisfies Bounds
}

export const pinBounds = (pin: PlacedPin): Bounds => lineBounds(pin, PIN_LENGTH, PIN_HEAD)

/**
 * A hex nut lying on its face, seen from above the floor: its hexagon squashed to `SQUASH` of its
 * height, `thick` deep. Corners at 0°, 60°, … from its centre; the three near flats show.
 */
export const SQUASH = 0.55

export function nutFaces(r: number, thick: number) {
  const corner = (deg: number) => {
    const a = (deg * Math.PI) / 180
    return [r * Math.cos(a), r * SQUASH * Math.sin(a)] as const
  }
  const pt = ([x, y]: readonly [number, number], dy = 0) => `${n(x)} ${n(y + dy)}`
  const flat = (a: number, b: number) =>
    `M${pt(corner(a))}L${pt(corner(b))}L${pt(corner(b), thick)}L${pt(corner(a), thick)}z`
  return {
    top: `M${[0, 60, 120, 180, 240, 300].map((deg) => pt(corner(deg))).join('L')}z`,
    flats: [flat(180, 120), flat(120, 60), flat(60, 0)] as const,
  }
}
