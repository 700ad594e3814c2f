import {
  type Block,
  type Bounds,
  blockBounds,
  lineBounds,
  type PlacedPin,
  pinBounds,
  stackOn,
} from './scene-geometry'

/**
 * Where each scene's pieces stand on the 320 × 200 canvas, so the renders and the check that
 * every piece keeps inside the frame's margin read the same numbers.
 */

/** The plant's counter: three boxes stacked on the left, two bags in front, a tray of nuts on the right. */
const low = { x: 18, y: 153, w: 92, h: 46, d: 40 }
const middle = stackOn(low, { w: 80, h: 38, d: 34 }, 4)
const high = stackOn(middle, { w: 66, h: 32, d: 28 }, 4)
/** The boxes from the counter up, the lowest with its key's label. */
const cartons: (Block & { label?: string })[] = [{ ...low, label: 'PP-1' }, middle, high]

export const ABOUT = {
  counter: { x: 10, y: 190, w: 262, h: 34, d: 76 },
  cartons,
  bags: [
    { x: 150, y: 155, w: 44, h: 64, angle: -4, label: 'PP-1' },
    { x: 195, y: 153, w: 40, h: 54, angle: 5, label: 'PP-12' },
  ],
  tray: { x: 216, y: 156, w: 56, h: 13, d: 40 },
} satisfies {
  counter: Block
  cartons: (Block & { label?: string })[]
  bags: { x: number; y: number; w: number; h: number; angle: number; label: string }[]
  tray: Block
}

/** A phone standing on the floor, its screen on the catalogue; a door pin lying beside it. */
export const BROWSE = {
  phone: { x: 52, y: 188, w: 86, h: 172, d: 8 },
  /** The keys the screen lists under the chip: door pins that fit a Nissan Tsuru */
  rows: ['PP-1', 'PP-3', 'PP-6'],
  pin: { x: 160, y: 150, scale: 2.75, angle: 0 },
} satisfies { phone: Block; rows: string[]; pin: PlacedPin }

/**
 * A quote asked for: a clipboard standing on the floor with the request (keys and quantities), a
 * chat bubble beside it, a pen lying in front.
 */
export const QUOTE = {
  board: { x: 34, y: 188, w: 114, h: 168, d: 6 },
  lines: [
    ['PP-1', '50 pzas'],
    ['PP-12', '20 pzas'],
  ],
  bubble: { x: 174, y: 22, w: 124, h: 78 },
  pen: { x: 176, y: 170, scale: 1, angle: -6 },
} satisfies {
  board: Block
  lines: [string, string][]
  bubble: { x: number; y: number; w: number; h: number }
  pen: PlacedPin
}

/** The pen's length and radius along its axis. */
export const PEN = { length: 116, radius: 4.2 }

/** The order ready: a closed shipping box with its label, the bags of parts beside it. */
export const DELIVER = {
  box: { x: 22, y: 184, w: 128, h: 110, d: 56 },
  bags: [
    { x: 213, y: 184, w: 48, h: 78, angle: -3, label: 'PP-1' },
    { x: 268, y: 182, w: 44, h: 68, angle: 4, label: 'PP-12' },
  ],
} satisfies {
  box: Block
  bags: { x: number; y: number; w: number; h: number; angle: number; label: string }[]
}

/** A bag's extent, generous enough for its lean. */
const bagBounds = (b: { x: number; y: number; w: number; h: number }): Bounds => [
  b.x - b.w / 2 - b.h * 0.1,
  b.y - b.h - 2,
  b.x + b.w / 2 + b.h * 0.1,
  b.y + 2,
]

export const sceneBounds: Record<'about' | 'browse' | 'quote' | 'deliver', Bounds[]> = {
  about: [
    blockBounds(ABOUT.counter),
    ...ABOUT.cartons.map(blockBounds),
    ...ABOUT.bags.map(bagBounds),
    blockBounds(ABOUT.tray),
  ],
  browse: [blockBounds(BROWSE.phone), pinBounds(BROWSE.pin)],
  quote: [
    blockBounds(QUOTE.board),
    [
      QUOTE.bubble.x,
      QUOTE.bubble.y,
      QUOTE.bubble.x + QUOTE.bubble.w,
      QUOTE.bubble.y + QUOTE.bubble.h + 12,
    ],
    lineBounds(QUOTE.pen, PEN.length, PEN.radius),
  ],
  deliver: [blockBounds(DELIVER.box), ...DELIVER.bags.map(bagBounds)],
}
