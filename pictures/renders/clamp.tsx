import { useId } from 'react'
import { PICTURE_CANVAS } from '../../src/picture-files/picture-canvas'
import { n } from '../drawing/drawing-geometry'
import { metal } from '../render/metals'
import { EDGE, FloorShadow, StudioFrame } from '../render/StudioFrame'
import { bodyFill, faceFill, MetalGradients, Solid } from '../render/solid'
import { type ClampShape, lyingClamp, standingClamp } from './clamp-geometry'
import type { PictureProps } from './picture-props'

const palette = { s: metal('steel') }

/** The clamps: a large one standing on its edge, a smaller one lying flat beside it. */
export const clampShapes = () => [standingClamp(74, 104, 70, 28), lyingClamp(232, 122, 54, 13)]

/**
 * Stainless worm-drive hose clamps: the perforated band closed in a ring, the housing and the
 * slotted hex screw; one standing on its edge, a smaller one lying flat.
 */
export function ClampRender({ title }: PictureProps) {
  const id = useId().replace(/[^\w-]/g, '')
  const [standing, lying] = clampShapes() as [ClampShape, ClampShape]
  return (
    <StudioFrame
      id={id}
      name="clamp"
      {...PICTURE_CANVAS}
      title={title}
      defs={
        <>
          <MetalGradients id={`${id}s`} metal={palette.s} />
          {/* The inside of a band, lit where it faces the light: low (standing), right (lying) */}
          <linearGradient id={`${id}i`} x2="0" y2="1">
            <stop offset="0" stopColor="#55595e" />
            <stop offset=".7" stopColor="#9da1a5" />
            <stop offset="1" stopColor="#dcdfe2" />
          </linearGradient>
          <linearGradient id={`${id}j`} href={`#${id}i`} x2="1" y2="0" />
          <linearGradient id={`${id}o`} href={`#${id}sb`} x2="1" y2="0" />
        </>
      }
    >
      <FloorShadow id={id} cx={standing.box.x0 + 50} cy={standing.box.y1} rx={58} ry={7} />
      <FloorShadow
        id={id}
        cx={232}
        cy={lying.box.y1 - 20}
        rx={64}
        ry={30}
        contactY={lying.box.y1 - 14}
      />
      <g {...EDGE}>
        <Clamp id={id} c={standing} inner={`url(#${id}i)`} outer={bodyFill(id, 's')} />
        <Clamp id={id} c={lying} inner={`url(#${id}j)`} outer={`url(#${id}o)`} />
      </g>
    </StudioFrame>
  )
}

function Clamp({
  id,
  c,
  inner,
  outer,
}: {
  id: string
  c: ClampShape
  inner: string
  outer: string
}) {
  const { screw, faces } = c.housing
  const flip = screw.head === 'right'
  const length = screw.x1 - screw.x0
  return (
    <>
      <path d={c.inner} fill={inner} />
      <path d={c.outer} fill={outer} />
      <path d={c.slots} fill="#3a3e43" />
      <path d={c.rim} fill="none" stroke="#ffffffa0" strokeWidth=".8" />
      {c.tail && <path d={c.tail} fill={outer} />}
      <g
        transform={`translate(${n(flip ? screw.x1 : screw.x0)} ${n(screw.y)})${flip ? 'scale(-1 1)' : ''}`}
      >
        <Solid
          prefix={id}
          metals={palette}
          segments={[
            { x0: 0, x1: 4, r0: 7.5, r1: 7.5, metal: 's', shape: 'hex' },
            { x0: 4, x1: length, r0: 3.4, r1: 3.4, metal: 's', shape: 'round' },
          ]}
        />
        <path
          d={`M7 -3.4${'l2 6.8m.6-6.8'.repeat(Math.floor((length - 9) / 2.6))}`}
          stroke="#5d6166"
          strokeWidth=".9"
        />
        <path d="M-1.2-4.6v9.2" stroke="#2b2f33" strokeWidth="1.2" />
      </g>
      <path d={faces[0]} fill={flip ? faceFill(id, 's') : bodyFill(id, 's')} />
      <path d={faces[1]} fill={flip ? bodyFill(id, 's') : faceFill(id, 's')} />
    </>
  )
}
