import { useId } from 'react'
import { PICTURE_CANVAS } from '../../src/picture-files/picture-canvas'
import { metal } from '../render/metals'
import { EDGE, StudioFrame } from '../render/StudioFrame'
import { CLIP_T, clipPieces } from './clip-geometry'
import type { PictureProps } from './picture-props'
import { FlatGradient, Slab } from './Slab'

const palette = { black: metal('blackOxide'), phosphate: metal('phosphate') }

/**
 * Retaining rings lying flat on the floor, seen from above: an external circlip, an internal
 * one (both with their lug holes) and an E-clip, in blackened and phosphated spring steel.
 */
export function ClipRender({ title }: PictureProps) {
  const id = useId().replace(/[^\w-]/g, '')
  const pieces = clipPieces()
  return (
    <StudioFrame
      id={id}
      name="clip"
      {...PICTURE_CANVAS}
      title={title}
      defs={
        <>
          <FlatGradient id={`${id}black`} metal={palette.black} />
          <FlatGradient id={`${id}phosphate`} metal={palette.phosphate} />
          {pieces.map((p, i) => (
            <path key={p.d} id={`${id}${i}`} d={p.d} fillRule="evenodd" />
          ))}
        </>
      }
    >
      {pieces.map((p, i) => (
        // A ring's shadow is a ring: its own outline, soft and wide, then dark where it touches.
        <g key={p.d} fill="none" stroke="#1c2530">
          <use href={`#${id}${i}`} x="3" y={CLIP_T + 3} strokeWidth="7" strokeOpacity=".06" />
          <use href={`#${id}${i}`} x="1" y={CLIP_T + 1} strokeWidth="2.5" strokeOpacity=".18" />
        </g>
      ))}
      <g {...EDGE}>
        {pieces.map((p, i) => (
          <Slab
            key={p.d}
            href={`${id}${i}`}
            t={CLIP_T}
            side={palette[p.metal].body[4]?.[1] ?? ''}
            top={`url(#${id}${p.metal})`}
          />
        ))}
      </g>
    </StudioFrame>
  )
}
