import type { PictureProps } from './picture-props'
import { RoundScene } from './RoundScene'
import { type Piece, pieceBox, studSegments } from './round-geometry'

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

const stud = studSegments(STUD, 'stud', MM, 0.86)

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
