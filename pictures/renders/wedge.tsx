import { useId } from 'react'
import { PICTURE_CANVAS } from '../../src/picture-files/picture-canvas'
import { metal } from '../render/metals'
import { EDGE, FloorShadow, StudioFrame } from '../render/StudioFrame'
import { bodyFill, MetalGradients, Solid } from '../render/solid'
import type { PictureProps } from './picture-props'
import type { Box } from './plan-geometry'
import { FlatGradient, Slab } from './Slab'
import { LYING_T, lyingKey, standingKey } from './wedge-geometry'

const palette = { s: metal('steel'), p: metal('phosphate') }

/** Where the pieces lie: the standing key, the lying one, the trim clip's head. */
const WEDGE_LAYOUT = {
  standing: [92, 82],
  lying: [214, 124],
  clip: [176, 58],
} as const

/** The trim clip: a black nylon push clip, its round head and the fir-tree barbs of its stem. */
const CLIP = { length: 96, head: 15 }

/** Every piece's box, to keep them inside the frame. */
export function wedgeBoxes(): Box[] {
  const [x, y] = WEDGE_LAYOUT.clip
  return [
    standingKey(...WEDGE_LAYOUT.standing).box,
    lyingKey(...WEDGE_LAYOUT.lying).box,
    // The clip's head turned towards the viewer reaches a little left of its axis' start.
    { x0: x - CLIP.head * 0.3, y0: y - CLIP.head, x1: x + CLIP.length, y1: y + CLIP.head },
  ]
}

/**
 * The "other parts" line: Woodruff keys in bright steel, one standing on its round edge with its
 * half-moon face turned to the viewer, one lying on its face, and a black nylon trim clip.
 */
export function WedgeRender({ title }: PictureProps) {
  const id = useId().replace(/[^\w-]/g, '')
  const standing = standingKey(...WEDGE_LAYOUT.standing)
  const lying = lyingKey(...WEDGE_LAYOUT.lying)
  const [clipX, clipY] = WEDGE_LAYOUT.clip
  const barb = (x: number) =>
    ({ x0: x, x1: x + 9, r0: 6.5, r1: 3.2, metal: 'p', shape: 'round' }) as const
  return (
    <StudioFrame
      id={id}
      name="wedge"
      {...PICTURE_CANVAS}
      title={title}
      defs={
        <>
          <MetalGradients id={`${id}s`} metal={palette.s} />
          <MetalGradients id={`${id}p`} metal={palette.p} />
          <FlatGradient id={`${id}t`} metal={palette.s} />
          <linearGradient id={`${id}h`} href={`#${id}sb`} x2="1" y2="0" />
          <path id={`${id}k`} d={lying.d} />
        </>
      }
    >
      <FloorShadow id={id} cx={standing.box.x0 + 62} cy={standing.box.y1} rx={64} ry={7} />
      <FloorShadow id={id} cx={WEDGE_LAYOUT.lying[0] + 4} cy={lying.box.y1 - 8} rx={60} ry={18} />
      <FloorShadow id={id} cx={clipX + 54} cy={clipY + 14} rx={62} ry={5} />
      <g {...EDGE}>
        <g transform={`translate(${clipX} ${clipY})`}>
          <Solid
            prefix={id}
            metals={palette}
            segments={[
              { x0: 0, x1: 3, r0: CLIP.head, r1: CLIP.head - 1, metal: 'p', shape: 'head' },
              { x0: 3, x1: 30, r0: 3.2, r1: 3.2, metal: 'p', shape: 'round' },
              barb(30),
              barb(42),
              barb(54),
              barb(66),
              { x0: 75, x1: CLIP.length, r0: 3.2, r1: 2, metal: 'p', shape: 'round' },
            ]}
          />
        </g>
        <Slab href={`${id}k`} t={LYING_T} side={`url(#${id}h)`} top={`url(#${id}t)`} />
        <path d={standing.edge} fill={bodyFill(id, 's')} />
        <path d={standing.top} fill={palette.s.body[1]?.[1]} />
        <path d={standing.face} fill={`url(#${id}t)`} />
      </g>
    </StudioFrame>
  )
}
