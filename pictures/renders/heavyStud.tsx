import { familyMeasures } from '../../src/picture-files/family-measures'
import { n } from '../drawing/drawing-geometry'
import { type Segment, TURN } from '../render/solid'
import type { PictureProps } from './picture-props'
import { type Drawn, RoundScene } from './RoundScene'
import { type Box, type Piece, pieceBox, segmentAt, studSegments } from './round-geometry'

/** Millimetres to canvas units: the stud fills the frame's width, turned a little. */
const MM = 1.9
/** The family's truck stud and its two-piece nut: hex nut on a cone washer. */
const { length, thread } = familyMeasures.heavyStud
const knurl = { d: 24.5, l: 14 }
const neck = { d: 21.6, l: 3 }
const tip = { d: 18, l: 3 }
const STUD = {
  head: { d: 44, t: 8 },
  knurl,
  neck,
  thread: { d: thread.d, l: length - knurl.l - neck.l - tip.l, pitch: thread.pitch },
  tip,
}
const NUT = { hexR: 38 / Math.sqrt(3), hex: 25, washer: { d: 50, l: 5 }, bore: 19.5 }

type M = 'stud' | 'nut'

/** The nut standing on its washer: the hex on top (its face and bore seen), the washer under it. */
const nutSegments: Segment<M>[] = [
  segmentAt(0, [NUT.hex, NUT.hexR * 2, NUT.hexR * 2, 'hex'], 'nut', MM, STUD.thread.pitch),
  segmentAt(
    NUT.hex,
    [NUT.washer.l, NUT.washer.d * 0.84, NUT.washer.d, 'round'],
    'nut',
    MM,
    STUD.thread.pitch,
  ),
]

const stud: Piece<M> = { segments: studSegments(STUD, 'stud', MM, 0.9), x: 34, y: 96, angle: -12 }
const nut: Piece<M> = { segments: nutSegments, x: 236, y: 112, stand: true }

/** The nut's threaded bore, seen in its top face. */
const bore: Drawn = {
  draw: () => {
    const r = (NUT.bore / 2) * MM
    const { x, y } = nut
    let crests = ''
    for (let i = 1; i <= 3; i++) {
      // The far wall shows inside the opening, each crest one pitch deeper (lower).
      const rr = r * (1 - i * 0.1)
      const dy = i * STUD.thread.pitch * MM * 0.8
      crests += `M${n(x - rr)} ${n(y + dy)}A${n(rr)} ${n(rr * TURN)} 0 0 1 ${n(x + rr)} ${n(y + dy)}`
    }
    return (
      <>
        <ellipse cx={n(x)} cy={n(y)} rx={n(r)} ry={n(r * TURN)} fill="#1b1f24" />
        <path d={crests} fill="none" stroke="#c9d2dc66" strokeWidth="1.1" />
      </>
    )
  },
}

/** Every piece's box, its shadow included. */
export const heavyStudBoxes = (): Box[] => [stud, nut].map(pieceBox)

export function HeavyStudRender(props: PictureProps) {
  return (
    <RoundScene
      name="heavyStud"
      {...props}
      metals={{ stud: 'blackOxide', nut: 'zinc' }}
      items={[stud, nut, bore]}
    />
  )
}
