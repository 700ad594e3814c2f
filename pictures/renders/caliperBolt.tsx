import { familyMeasures } from '../../src/picture-files/family-measures'
import type { Segment } from '../render/solid'
import type { PictureProps } from './picture-props'
import { RoundScene } from './RoundScene'
import { type Box, type Piece, pieceBox, segmentAt } from './round-geometry'

/** Millimetres to canvas units. */
const MM = 3.7
/** The family's caliper guide bolt: hex head with its flange, ground guide in a rubber boot, thread. */
const { length, thread } = familyMeasures.caliperBolt
const guide = { d: 12, l: 40 }
const neck = { d: 8.6, l: 2 }
const BOLT = {
  hex: { af: 14, l: 7 },
  flange: { d: 20, l: 2 },
  guide,
  boot: { from: 1, l: 16, folds: 3, d: 21, waist: 16, grip: 13.5 },
  neck,
  thread: { d: thread.d, l: length - guide.l - neck.l, pitch: thread.pitch },
  tip: 1,
}

type M = 'head' | 'guide' | 'boot'

/** The bolt from the hex's face to the thread's tip, the boot on the guide by the flange. */
function boltSegments(): Segment<M>[] {
  const { hex, flange, guide, boot, neck, thread, tip } = BOLT
  const segments: Segment<M>[] = []
  let x = 0
  const add = (length: number, d0: number, d1: number, shape: Segment['shape'], metal: M) => {
    segments.push(segmentAt(x, [length, d0, d1, shape], metal, MM, thread.pitch))
    x += length
  }
  add(hex.l, (hex.af * 2) / Math.sqrt(3), (hex.af * 2) / Math.sqrt(3), 'hex', 'head')
  add(flange.l, flange.d, flange.d, 'round', 'head')
  const guideStart = x
  // The boot's bellows: folds that swell and narrow, then its lip gripping the guide.
  x = guideStart + boot.from
  const fold = (boot.l - 3) / boot.folds
  for (let i = 0; i < boot.folds; i++) {
    const wide = boot.d - i * 1.2
    add(fold / 2, boot.waist - i * 0.8, wide, 'round', 'boot')
    add(fold / 2, wide, boot.waist - (i + 1) * 0.8, 'round', 'boot')
  }
  add(3, boot.grip, boot.grip, 'round', 'boot')
  // The guide, on past the boot.
  add(guideStart + guide.l - x, guide.d, guide.d, 'round', 'guide')
  add(neck.l, neck.d, neck.d, 'round', 'guide')
  add(thread.l - tip, thread.d, thread.d, 'thread', 'guide')
  add(tip, thread.d * 0.9, thread.d * 0.72, 'round', 'guide')
  return segments
}

const bolt: Piece<M> = { segments: boltSegments(), x: 34, y: 106, angle: -7 }

/** The bolt's box, its shadow included. */
export const caliperBoltBoxes = (): Box[] => [pieceBox(bolt)]

export function CaliperBoltRender(props: PictureProps) {
  return (
    <RoundScene
      name="caliperBolt"
      {...props}
      metals={{ head: 'zinc', guide: 'steel', boot: 'rubber' }}
      items={[bolt]}
    />
  )
}
