import { pinSpec } from '../../src/catalogue/pin-spec'
import { renderLayout, type Segment, shadowOf } from '../pin/pin-render-geometry'
import { TURN } from '../render/solid'

/** A piece's extent on the canvas, for the checks that every piece lies inside the frame. */
export type Box = { left: number; top: number; right: number; bottom: number }

/**
 * The door pin the posts' scenes show: the catalogue's render of a plain hinge pin (head, knurl,
 * shank, groove, chamfered tip) and, with `bushing`, of one with its brass bushing fitted, from
 * the same spec and proportions as every door pin's render, with the same floor shadow. Head's
 * face at x = 0, axis on y = 0.
 */
export function scenePin({ bushing = false }: { bushing?: boolean } = {}) {
  const spec = pinSpec({
    name: bushing ? 'Perno de bisagra con buje' : 'Perno de puerta',
    note: null,
    tag: null,
    length: '52 mm',
    diameter: '7.9 mm',
    material: null,
  })
  const piece = renderLayout(spec, { piecesPerPack: 1 }).pieces[0]
  if (piece?.kind !== 'solid') throw new Error('a door pin renders as a solid')
  const { segments, length, radius } = piece
  const shadow = shadowOf(piece)
  const first = segments[0] as Segment
  const last = segments.at(-1) as Segment
  return {
    segments,
    length,
    radius,
    shadow,
    /** The ground shank's radius */
    shank: (segments.find((s) => s.shape === 'round') as Segment).r0,
    /** Its extent without its shadow */
    body: {
      left: first.x0 - first.r0 * TURN,
      right: last.x1 + last.r1 * TURN,
      top: -radius,
      bottom: radius,
    } satisfies Box,
    /** Its extent with its shadow, lying along x */
    box: {
      left: Math.min(first.x0 - first.r0 * TURN, shadow.cx - shadow.rx),
      right: Math.max(last.x1 + last.r1 * TURN, shadow.cx + shadow.rx),
      top: -radius,
      bottom: Math.max(radius, shadow.cy + shadow.ry),
    } satisfies Box,
  }
}

/** A box in a piece's coordinates, placed at (x, y) and scaled. */
export function placed(box: Box, x: number, y: number, scale: number): Box {
  return {
    left: x + box.left * scale,
    right: x + box.right * scale,
    top: y + box.top * scale,
    bottom: y + box.bottom * scale,
  }
}
