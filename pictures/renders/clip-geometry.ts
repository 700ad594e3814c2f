import { type Box, plan, planBox } from './plan-geometry'

/** How far the floor squashes a ring lying on it (its height over its width). */
export const CLIP_K = 0.5
/** The rings' thickness on screen. */
export const CLIP_T = 3

// Inner edge of a circlip: an off-centre circle (radius r0, centre moved e towards the gap), so
// the ring is thin by the gap and widest opposite it (the same rings as the drawing).
const eccentric = (r0: number, e: number) => (angle: number) => {
  const c = Math.cos((angle * Math.PI) / 180)
  return e * c + Math.sqrt(e * e * c * c - e * e + r0 * r0)
}

/** External circlip: lugs with their holes outside the ring at the gap. */
function exterior(cx: number, cy: number, rot: number, s: number) {
  const inner = eccentric(29 * s, 5 * s)
  return plan(cx, cy, CLIP_K, rot)
    .move(36, 38 * s)
    .arc(324, 38 * s, { large: true })
    .line(324, 46 * s)
    .arc(346, 46 * s)
    .line(346, inner(346))
    .arc(14, inner(14), { radius: 29 * s, large: true, counter: true })
    .line(14, 46 * s)
    .arc(36, 46 * s)
    .close()
    .hole(25, 41 * s, 3 * s)
    .hole(-25, 41 * s, 3 * s)
    .d()
}

/** Internal circlip: the same ring with its lugs inside. */
function interior(cx: number, cy: number, rot: number, s: number) {
  const inner = eccentric(31 * s, 5 * s)
  return plan(cx, cy, CLIP_K, rot)
    .move(14, 40 * s)
    .arc(346, 40 * s, { large: true })
    .line(346, 26 * s)
    .arc(324, 26 * s, { counter: true })
    .line(324, inner(324))
    .arc(36, inner(36), { radius: 31 * s, large: true, counter: true })
    .line(36, 26 * s)
    .arc(14, 26 * s, { counter: true })
    .close()
    .hole(25, 32 * s, 3 * s)
    .hole(-25, 32 * s, 3 * s)
    .d()
}

/** E-clip: a C open on one side, three teeth (back and both tips) reaching in to the groove. */
function eClip(cx: number, cy: number, rot: number, s: number) {
  const p = plan(cx, cy, CLIP_K, rot)
    .move(230, 35 * s)
    .arc(130, 35 * s, { large: true })
    .line(130, 15 * s)
  for (const [from, to] of [
    [106, 10],
    [-10, -106],
  ] as const)
    p.arc(from, 15 * s, { counter: true })
      .line(from, 27 * s)
      .arc(to, 27 * s, { counter: true })
      .line(to, 15 * s)
  return p
    .arc(-130, 15 * s, { counter: true })
    .close()
    .d()
}

export type ClipPiece = {
  d: string
  metal: 'black' | 'phosphate'
  /** Where its shadow lies and how wide */
  cx: number
  cy: number
  r: number
  box: Box
}

/** The three rings as they lie on the floor, far ones first. */
export function clipPieces(): ClipPiece[] {
  const piece = (
    shape: typeof exterior,
    cx: number,
    cy: number,
    rot: number,
    s: number,
    r: number,
    metal: ClipPiece['metal'],
  ): ClipPiece => ({
    d: shape(cx, cy, rot, s),
    metal,
    cx,
    cy,
    r: r * s,
    box: planBox(cx, cy, r * s, CLIP_K, CLIP_T),
  })
  return [
    piece(exterior, 82, 82, 50, 1.3, 46, 'black'),
    piece(eClip, 254, 74, -70, 1.3, 35, 'black'),
    piece(interior, 180, 136, 170, 1.3, 40, 'phosphate'),
  ]
}
