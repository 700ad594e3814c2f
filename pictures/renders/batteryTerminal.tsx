import { useId } from 'react'
import { PICTURE_CANVAS } from '../../src/picture-files/picture-canvas'
import { n } from '../drawing/drawing-geometry'
import { metal } from '../render/metals'
import { EDGE, FloorShadow, StudioFrame } from '../render/StudioFrame'
import { bodyFill, faceFill, MetalGradients, type Segment, Solid } from '../render/solid'
import { CABLE, terminalShape } from './batteryTerminal-geometry'
import type { PictureProps } from './picture-props'
import { FlatGradient } from './Slab'

const palette = {
  b: metal('brass'),
  z: metal('zinc'),
  r: metal('redInsulation'),
  c: metal('copper'),
}
type M = keyof typeof palette

/** The cable from its stripped end to the barrel crimped on it. */
function cableSegments(): Segment<M>[] {
  const { r, barrel, barrelLength: l, end, stripped } = CABLE
  const round = (x0: number, x1: number, radius: number, m: M): Segment<M> => ({
    x0,
    x1,
    r0: radius,
    r1: radius,
    metal: m,
    shape: 'round',
  })
  return [
    round(end - stripped, end + 1, r * 0.55, 'c'),
    round(end, barrel + 2, r * 0.86, 'r'),
    round(barrel, barrel + l, r, 'b'),
  ]
}

/** The crimp pressed round the barrel: a dark groove with a lit lip beside it. */
function crimp(x: number) {
  const { r } = CABLE
  const arc = (dx: number) => `M${n(x + dx)} ${-r}A${n(r * 0.3)} ${r} 0 0 1 ${n(x + dx)} ${r}`
  return (
    <>
      <path d={arc(0)} fill="none" stroke="#5a3a08" strokeWidth="2.4" />
      <path d={arc(2)} fill="none" stroke="#ffe7a6" strokeWidth="1" />
    </>
  )
}

/**
 * A brass battery terminal clamp lying on the floor: the split ring round the post with its bolt
 * and nut across the ears, the tongue and barrel crimped on a red cable, copper strands at its
 * stripped end.
 */
export function BatteryTerminalRender({ title }: PictureProps) {
  const id = useId().replace(/[^\w-]/g, '')
  const t = terminalShape()
  const { end, stripped, r } = CABLE
  const core = r * 0.55
  return (
    <StudioFrame
      id={id}
      name="batteryTerminal"
      {...PICTURE_CANVAS}
      title={title}
      defs={
        <>
          {(Object.keys(palette) as M[]).map((m) => (
            <MetalGradients key={m} id={`${id}${m}`} metal={palette[m]} />
          ))}
          <FlatGradient id={`${id}t`} metal={palette.b} />
          <linearGradient id={`${id}w`} href={`#${id}bb`} x2="1" y2="0" />
        </>
      }
    >
      <FloorShadow id={id} {...t.shadow} />
      <FloorShadow id={id} cx={95} cy={t.cableY + r} rx={90} ry={6} />
      <g {...EDGE}>
        <g transform={`translate(0 ${n(t.cableY)})`}>
          <Solid segments={cableSegments()} prefix={id} metals={palette} />
          {crimp(CABLE.barrel + CABLE.barrelLength * 0.45)}
          {/* The strands twisted round the stripped end, and their cut ends in its face. */}
          <path
            d={`M${end - stripped + 2} ${n(-core)}${'l-1.4 '.concat(n(2 * core), 'm3.2 ', n(-2 * core)).repeat(4)}`}
            stroke="#6e3418"
            strokeWidth=".8"
          />
          <path
            d={`M${n(end - stripped - 0.6)} ${n(-core * 0.6)}v${n(core * 1.2)}`}
            stroke="#94502c"
            strokeWidth="1"
            strokeDasharray="1 1.2"
          />
        </g>
        <path d={t.tongue.top} fill={`url(#${id}t)`} />
        <path d={t.tongue.face} fill={faceFill(id, 'b')} />
        <path d={t.wall} fill={`url(#${id}w)`} />
        <path d={t.bore} fill={faceFill(id, 'b')} />
        <path d={t.top} fill={`url(#${id}t)`} />
        <path d={t.slot} fill="#3a2a0e" />
        <g transform={`translate(0 ${n(t.bolt.y)})`}>
          <Solid
            prefix={id}
            metals={palette}
            segments={[
              { x0: t.bolt.x0, x1: t.bolt.x0 + 7, r0: 9, r1: 9, metal: 'z', shape: 'hex' },
              {
                x0: t.bolt.x0 + 7,
                x1: t.bolt.x1 + 4,
                r0: 3.6,
                r1: 3.6,
                metal: 'z',
                shape: 'round',
              },
              { x0: t.bolt.x1 - 7, x1: t.bolt.x1, r0: 9, r1: 9, metal: 'z', shape: 'hex' },
            ]}
          />
        </g>
        <path d={t.earTops} fill={`url(#${id}t)`} />
        <path d={t.earFaces} fill={bodyFill(id, 'b')} />
      </g>
    </StudioFrame>
  )
}
