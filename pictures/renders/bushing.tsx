import { familyMeasures } from '../../src/picture-files/family-measures'
import { n } from '../drawing/drawing-geometry'
import { type Segment, TURN } from '../render/solid'
import type { PictureProps } from './picture-props'
import { type Drawn, pieceTransform, RoundScene } from './RoundScene'
import { type Box, type Piece, pieceBox } from './round-geometry'

/** Millimetres to canvas units. */
const MM = 4
/** The family's brass thread-repair bushing: hex collar, thread outside and through its bore. */
const { length, outer, inner } = familyMeasures.bushing
const collar = { af: 22, l: 5 }
const BUSHING = {
  collar,
  body: { d: outer.d, l: length - collar.l, pitch: outer.pitch },
  tip: 1.2,
  bore: inner,
}

/** From the collar's face (the bore's mouth) to the body's chamfered end. */
function bushingSegments(): Segment<'brass'>[] {
  const { collar, body, tip } = BUSHING
  const r = (d: number) => (d * MM) / 2
  const corner = (collar.af * 2) / Math.sqrt(3)
  const part = (x0: number, x1: number, r0: number, r1: number, shape: Segment['shape']) =>
    ({ x0: x0 * MM, x1: x1 * MM, r0, r1, metal: 'brass', shape, pitch: body.pitch * MM }) as const
  return [
    part(0, collar.l, r(corner), r(corner), 'hex'),
    part(collar.l, collar.l + body.l - tip, r(body.d), r(body.d), 'thread'),
    part(collar.l + body.l - tip, collar.l + body.l, r(body.d * 0.93), r(body.d * 0.86), 'round'),
  ]
}

const segments = bushingSegments()
const standing: Piece<'brass'> = { segments, x: 90, y: 30, stand: true }
const lying: Piece<'brass'> = { segments, x: 178, y: 126, angle: -8 }

/**
 * The threaded bore in the collar's face: dark, with the inner thread's crests on its far wall,
 * each one pitch deeper.
 */
function bore(piece: Piece<'brass'>): Drawn {
  const r = (BUSHING.bore.d * MM) / 2
  const pitch = BUSHING.bore.pitch * MM
  // Each crest is the mouth's outline moved one pitch in, where it shows through the mouth: its
  // near half, from where the two outlines cross.
  const rx = r * TURN
  let crests = ''
  for (let i = 1; i <= 4; i++) {
    const x = i * pitch * 0.6
    const y = r * Math.sqrt(1 - (x / 2 / rx) ** 2)
    crests += `M${n(x / 2)} ${n(-y)}A${n(rx)} ${n(r)} 0 0 0 ${n(x / 2)} ${n(y)}`
  }
  return {
    draw: () => (
      <g transform={pieceTransform(piece)}>
        <ellipse rx={n(r * TURN)} ry={n(r)} fill="#2e2008" />
        <path d={crests} fill="none" stroke="#e9b65066" strokeWidth="1.3" />
      </g>
    ),
  }
}

/** Every piece's box, its shadow included. */
export const bushingBoxes = (): Box[] => [standing, lying].map(pieceBox)

export function BushingRender(props: PictureProps) {
  return (
    <RoundScene
      name="bushing"
      {...props}
      metals={{ brass: 'brass' }}
      items={[standing, bore(standing), lying, bore(lying)]}
    />
  )
}
