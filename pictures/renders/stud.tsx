import { familyMeasures } from '../../src/picture-files/family-measures'
import type { PictureProps } from './picture-props'
import { RoundScene } from './RoundScene'
import { type Piece, pieceBox, studSegments } from './round-geometry'

/** Millimetres to canvas units: the stud in the drawing's proportions, large in the frame. */
const MM = 2.9
/** The family's wheel stud: head, serrated band, neck, thread, dog-point tip; its measures' length under the head. */
const { length, thread } = familyMeasures.stud
const knurl = { d: 14, l: 8 }
const neck = { d: 11.6, l: 2 }
const tip = { d: 9.6, l: 2 }
const STUD = {
  head: { d: 26, t: 5 },
  knurl,
  neck,
  thread: { d: thread.d, l: length - knurl.l - neck.l - tip.l, pitch: thread.pitch },
  tip,
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
