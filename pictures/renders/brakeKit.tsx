import { useId } from 'react'
import { PICTURE_CANVAS } from '../../src/picture-files/picture-canvas'
import { n } from '../drawing/drawing-geometry'
import { metal } from '../render/metals'
import { EDGE, FloorShadow, StudioFrame } from '../render/StudioFrame'
import { bodyFill, MetalGradients, Solid } from '../render/solid'
import { CLIP_AT, clipFaces, coilTile, HOLD, hookPath, openCoil, RETURN } from './brakeKit-geometry'
import type { PictureProps } from './picture-props'

const palette = {
  z: metal('zinc'),
  k: metal('blackOxide'),
  s: metal('steel'),
}

/** Between the steel's shaded and lit tones by how squarely a face meets the light. */
const tone = (light: number) => {
  const dark = [85, 89, 94]
  const lit = [236, 238, 240]
  const c = dark.map((d, i) => Math.round(d + ((lit[i] as number) - d) * light))
  return `rgb(${c.join(' ')})`
}

/**
 * Drum-brake hardware as it comes in the bag: a close-wound return spring with a hook at each
 * end, a hold-down pin through its open spring and cup retainer, and a bent anti-rattle clip.
 */
export function BrakeKitRender({ title }: PictureProps) {
  const id = useId().replace(/[^\w-]/g, '')
  const { x0, x1, axis, r, pitch, wire } = RETURN
  const coil = openCoil()
  const faces = clipFaces()
  return (
    <StudioFrame
      id={id}
      name="brakeKit"
      {...PICTURE_CANVAS}
      title={title}
      defs={
        <>
          <MetalGradients id={`${id}z`} metal={palette.z} />
          <MetalGradients id={`${id}k`} metal={palette.k} />
          <MetalGradients id={`${id}s`} metal={palette.s} />
          <linearGradient id={`${id}q`} x2="1" y2="1">
            <stop offset=".2" stopColor="#fff" stopOpacity="0" />
            <stop offset=".42" stopColor="#fff" stopOpacity=".55" />
            <stop offset=".6" stopColor="#fff" stopOpacity="0" />
          </linearGradient>
          <pattern
            id={`${id}c`}
            patternUnits="userSpaceOnUse"
            x={x0}
            y={axis - r}
            width={pitch}
            height={2 * r}
          >
            <path d={coilTile()} fill={bodyFill(id, 'z')} {...EDGE} />
          </pattern>
          <path
            id={`${id}h`}
            d={hookPath()}
            fill="none"
            stroke={bodyFill(id, 'z')}
            strokeWidth={wire}
          />
          <path
            id={`${id}f`}
            d={coil.far}
            fill="none"
            stroke={palette.k.body[4]?.[1]}
            strokeWidth="2"
          />
          <path
            id={`${id}n`}
            d={coil.near}
            fill="none"
            stroke={bodyFill(id, 'k')}
            strokeWidth="2.6"
          />
        </>
      }
    >
      <FloorShadow id={id} cx={160} cy={axis + r + 4} rx={130} ry={7} />
      <FloorShadow id={id} cx={HOLD.x + 70} cy={HOLD.y + 11} rx={76} ry={6} />
      <FloorShadow id={id} cx={CLIP_AT.x + 46} cy={CLIP_AT.y + 32} rx={52} ry={8} />
      <g {...EDGE}>
        <use href={`#${id}h`} />
        <use href={`#${id}h`} transform="translate(320 0) scale(-1 1)" />
        <rect
          x={x0}
          y={axis - r}
          width={x1 - x0}
          height={2 * r}
          fill={`url(#${id}c)`}
          stroke="none"
        />
        <g transform={`translate(${HOLD.coilX} ${HOLD.y})`}>
          {Array.from({ length: HOLD.coils }, (_, i) => (
            <use key={i} href={`#${id}f`} x={i * HOLD.coilPitch} />
          ))}
        </g>
        <g transform={`translate(${HOLD.x} ${HOLD.y})`}>
          <Solid
            prefix={id}
            metals={palette}
            segments={[
              { x0: 0, x1: 3, r0: 9, r1: 9, metal: 's', shape: 'head' },
              { x0: 3, x1: HOLD.length - 8, r0: 2.2, r1: 2.2, metal: 's', shape: 'round' },
              {
                x0: HOLD.length - 8,
                x1: HOLD.length,
                r0: 3.4,
                r1: 3.4,
                metal: 's',
                shape: 'round',
              },
            ]}
          />
        </g>
        <g transform={`translate(${HOLD.coilX} ${HOLD.y})`}>
          {Array.from({ length: HOLD.coils }, (_, i) => (
            <use key={i} href={`#${id}n`} x={i * HOLD.coilPitch} />
          ))}
        </g>
        <g transform={`translate(${n(HOLD.coilX + HOLD.coils * HOLD.coilPitch)} ${HOLD.y})`}>
          <Solid
            prefix={id}
            metals={palette}
            segments={[{ x0: 0, x1: 6, r0: 11, r1: 8, metal: 'z', shape: 'round', bore: 2.2 }]}
          />
        </g>
        {faces.map((f) => (
          <path key={f.d} d={f.d} fill={tone(f.light)} />
        ))}
        {/* One sheen across the whole strip, so its flat faces read as bright steel. */}
        <path d={faces.map((f) => f.d).join('')} fill={`url(#${id}q)`} stroke="none" />
      </g>
    </StudioFrame>
  )
}
