import type { PinSpec } from '../../src/catalogue/pin-spec'
import type { Product } from '../../src/catalogue/types'
import { type Segment as KitSegment, TURN } from '../render/solid'
import { pinParts } from './pin-geometry'

/**
 * The door pin's render laid out from the same spec and the same part proportions as its drawing
 * (pinParts), seen from three-quarters: the pin lies along the x axis, its head's face turned
 * towards the viewer, so every round end is an ellipse `TURN` as wide as it is tall. One canvas
 * for every place (the card's frame); the page shows it larger.
 */
export const RENDER_CANVAS = { width: 320, height: 150 }
/** Room the fit leaves around the pieces: the frame's margin and a little floor around them. */
const ROOM = 12

/** The materials of a pin's pieces (the render maps each to the product's metal). */
export type PinMetal = 'pin' | 'bushing' | 'clip'
export type Segment = KitSegment<PinMetal>

/** One piece of the pack, placed on the canvas: a pin or a loose bushing, or a loose E-clip. */
export type RenderPiece =
  | { kind: 'solid'; x: number; y: number; segments: Segment[]; length: number; radius: number }
  | { kind: 'clip'; x: number; y: number; radius: number }

export type RenderLayout = {
  pieces: RenderPiece[]
  /** Applied to the pieces (a kit is scaled down to fit the frame; a single pin never is) */
  scale: number
}

/**
 * The pin's span and thickness on the canvas grow with its length and diameter without a hard
 * limit (a soft one), so that any two pins of different measures are drawn at different sizes
 * and the longest still fits the frame.
 */
export function renderSize(spec: PinSpec) {
  const width = spec.lengthMm === null ? 230 : (330 * spec.lengthMm) / (spec.lengthMm + 20)
  const raw =
    spec.lengthMm === null || spec.diameterMm === null
      ? 26
      : (spec.diameterMm * width) / spec.lengthMm
  return { width, thickness: 44 * Math.tanh(raw / 44) }
}

/** The pin's segments from head to tip, with its bushings on it or not (a kit's come loose). */
export function pinSegments(spec: PinSpec, fitted: { bushings: boolean; clip: boolean }) {
  const { width, thickness: t } = renderSize(spec)
  const p = pinParts(spec, 0, width, t)
  const r = t / 2
  const pin = (x0: number, x1: number, r0: number, r1 = r0): Segment => ({
    x0,
    x1,
    r0,
    r1,
    metal: 'pin',
    shape: 'round',
  })
  const segments: Segment[] = []
  if (spec.greaseFitting) segments.push(pin(-9, -5, 2.6, 2.6), pin(-5, 0, 3.6))
  segments.push({
    ...pin(0, p.head.width, p.head.height / 2),
    shape: spec.head === 'heavy' ? 'hex' : 'head',
  })
  segments.push({
    ...pin(p.knurl.x, p.knurl.x + p.knurl.width, p.knurl.height / 2),
    shape: 'knurl',
  })
  // The shank, cut where bushings cover it, so that every segment lies apart along the axis.
  let from = p.shankStart
  if (fitted.bushings)
    for (const b of p.bushings) {
      segments.push(pin(from, b.x, r))
      segments.push(...bushingSegments(b.x, b.width, p.bushingHeight / 2, b.collarLeft))
      from = b.x + b.width
    }
  segments.push(pin(from, p.groove, r))
  if (fitted.clip) segments.push({ ...pin(p.groove, p.groove + 1.5, r + 4), metal: 'clip' })
  segments.push(pin(fitted.clip ? p.groove + 1.5 : p.groove, p.groove + 3, r * 0.86))
  segments.push(
    pin(p.groove + 3, width - p.chamfer, r),
    pin(width - p.chamfer, width, r, r - p.chamfer),
  )
  return {
    segments,
    length: width,
    radius: Math.max(p.head.height, p.bushingHeight + 6) / 2,
    parts: p,
  }
}

/** A top-hat bushing: body and collar, the collar on the side the drawing puts it. */
export function bushingSegments(
  x: number,
  width: number,
  r: number,
  collarLeft: boolean,
): Segment[] {
  const collar = 4
  const part = (x0: number, x1: number, radius: number): Segment => ({
    x0,
    x1,
    r0: radius,
    r1: radius,
    metal: 'bushing',
    shape: 'round',
  })
  return collarLeft
    ? [part(x, x + collar, r + 3), part(x + collar, x + width, r)]
    : [part(x, x + width - collar, r), part(x + width - collar, x + width, r + 3)]
}

/** What the pack holds, from the product's data: pins, and a kit's loose bushings and clips. */
export function packContents(
  spec: PinSpec,
  product: Pick<Product, 'piecesPerPack'>,
): { pins: number; bushings: number; clips: number } {
  const pins = spec.pins
  if (pins === 1) return { pins, bushings: 0, clips: 0 }
  const bushings = spec.bushings * pins
  const rest = (product.piecesPerPack ?? 0) - pins - bushings
  return { pins, bushings, clips: Math.max(0, Math.min(pins, rest)) }
}

/** More than three pins would crowd the frame: a bigger kit still shows three. */
const MAX_PINS = 3

/**
 * The pieces on the canvas: a single pin centred with its bushings and clip fitted; a kit's
 * pins side by side, one above the other, and its bushings and clips loose below or beside them.
 */
export function renderLayout(spec: PinSpec, product: Pick<Product, 'piecesPerPack'>): RenderLayout {
  const pack = packContents(spec, product)
  const kit = pack.pins > 1
  const pin = pinSegments(spec, { bushings: !kit, clip: spec.clip })
  const pins: RenderPiece[] = []
  let y = 0
  for (let i = 0; i < Math.min(pack.pins, MAX_PINS); i++) {
    pins.push({
      kind: 'solid',
      x: i * 6,
      y,
      segments: pin.segments,
      length: pin.length,
      radius: pin.radius,
    })
    y += pin.radius * 2 + 4
  }
  const b = pin.parts.bushings[0]
  if (!kit || !b) return fit(pins)
  // Loose parts: one bushing's shapes, drawn as often as the pack holds them.
  const bushingR = pin.parts.bushingHeight / 2
  const [collar, body] = bushingSegments(0, b.width, bushingR, true) as [Segment, Segment]
  const bushing = [{ ...collar, bore: bushingR - pin.parts.wall }, body]
  const clipR = renderSize(spec).thickness / 2 + 4
  const loose = (x: number, y: number): RenderPiece[] => [
    ...Array.from(
      { length: pack.bushings },
      (): RenderPiece => ({
        kind: 'solid',
        x,
        y,
        segments: bushing,
        length: b.width,
        radius: bushingR + 3,
      }),
    ),
    ...Array.from(
      { length: pack.clips },
      (): RenderPiece => ({ kind: 'clip', x, y, radius: clipR }),
    ),
  ]
  const step = (p: RenderPiece) =>
    p.kind === 'clip' ? p.radius * 2 + 10 : p.length + 2 * p.radius * TURN + 6
  // Below the pins in one row, or beside them in as many rows as there are pins: whichever
  // leaves the pieces larger in the frame.
  const below = loose(0, 0)
  let x = 0
  for (const p of below) {
    p.x = x + (p.kind === 'clip' ? p.radius : 0)
    p.y = y + bushingR - pin.radius + 6
    x += step(p)
  }
  const beside = loose(0, 0)
  const rows = pins.length
  const perRow = Math.ceil(beside.length / rows)
  const start = pin.length + 6 * rows + 16
  for (const [i, p] of beside.entries()) {
    const row = Math.floor(i / perRow)
    const previous = beside.slice(row * perRow, i)
    p.x = start + previous.reduce((sum, q) => sum + step(q), 0) + (p.kind === 'clip' ? p.radius : 0)
    p.y = row * (pin.radius * 2 + 4)
  }
  const a = fit([...pins, ...below])
  const c = fit([...pins, ...beside])
  return a.scale >= c.scale ? a : c
}

/** A piece's extent with its shadow, before placing. */
function pieceBox(piece: RenderPiece) {
  if (piece.kind === 'clip') {
    const r = piece.radius * 1.25
    return {
      left: piece.x - r,
      top: piece.y - r * 0.5,
      right: piece.x + r,
      bottom: piece.y + r * 0.6,
    }
  }
  const first = piece.segments[0] as Segment
  const last = piece.segments.at(-1) as Segment
  const radius = Math.max(...piece.segments.map((s) => Math.max(s.r0, s.r1)))
  const shadow = shadowOf(piece)
  return {
    left: piece.x + Math.min(first.x0 - first.r0 * TURN, shadow.cx - shadow.rx),
    top: piece.y - radius,
    right: piece.x + Math.max(last.x1 + last.r1 * TURN, shadow.cx + shadow.rx),
    bottom: piece.y + Math.max(radius, shadow.cy + shadow.ry),
  }
}

/** The soft shadow under a piece lying on the floor, in the piece's coordinates. */
export function shadowOf(piece: Extract<RenderPiece, { kind: 'solid' }>) {
  return {
    cx: piece.length / 2,
    cy: piece.radius * 0.6,
    rx: piece.length / 2 + 6,
    ry: piece.radius * 0.45 + 3,
  }
}

function fit(pieces: RenderPiece[]): RenderLayout {
  const boxes = pieces.map(pieceBox)
  const raw = {
    left: Math.min(...boxes.map((b) => b.left)),
    top: Math.min(...boxes.map((b) => b.top)),
    right: Math.max(...boxes.map((b) => b.right)),
    bottom: Math.max(...boxes.map((b) => b.bottom)),
  }
  const roomW = RENDER_CANVAS.width - 2 * ROOM
  const roomH = RENDER_CANVAS.height - 2 * ROOM
  const scale = Math.min(1, roomW / (raw.right - raw.left), roomH / (raw.bottom - raw.top))
  const dx = (RENDER_CANVAS.width - (raw.right - raw.left) * scale) / 2 - raw.left * scale
  const dy = (RENDER_CANVAS.height - (raw.bottom - raw.top) * scale) / 2 - raw.top * scale
  const placed = pieces.map((p) => ({ ...p, x: dx / scale + p.x, y: dy / scale + p.y }))
  return { pieces: placed, scale }
}
