import type { Segment } from '../../../ui/render/solid'
import type { PictureProps } from './picture-props'
import { RoundScene } from './RoundScene'
import { type Piece, pieceBox, segmentsAlong } from './round-geometry'

/** Millimetres to canvas units: the stud in the drawing's proportions, large in the frame. */
const MM = 2.9
/** M12 × 1.5 wheel stud: head, serrated band, neck, thread, dog-point tip. */
const STUD = {
  head: { d: 26, t: 5 },
  knurl: { d: 14, l: 8 },
  neck: { d: 11.6, l: 2 },
  thread: { d: 12, l: 33, pitch: 1.5 },
  tip: { d: 9.6, l: 2 },
}

/** The stud's segments from the head's face (x = 0) to its tip, in canvas units. */
export function studSegments(): Segment<'stud'>[] {
  const { head, knurl, neck, thread, tip } = STUD
  return segmentsAlong(
    [
      [head.t, head.d, head.d, 'head'],
      [knurl.l, knurl.d, knurl.d, 'knurl'],
      [neck.l, neck.d, neck.d, 'round'],
      [thread.l, thread.d, thread.d, 'thread'],
      [tip.l, thread.d * 0.86, tip.d, 'round'],
    ],
    'stud',
    MM,
    thread.pitch,
  )
}

const stud = studSegments()

/** Two studs on the floor, heads left: one behind pointing away up the sweep, one in front. */
const studPieces: Piece<'stud'>[] = [
  { segments: stud, x: 128, y: 78, angle: -16 },
  { segments: stud, x: 34, y: 140, angle: 3 },
]

/** Every stud's box, its shadow included. */
export const studBoxes = () => studPieces.map(pieceBox)

export function StudRender(props: PictureProps) {
  return <RoundScene name="stud" {...props} metals={{ stud: 'zinc' }} items={studPieces} />
}
