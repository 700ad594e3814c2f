import type { PinSpec } from '../../src/catalogue/pin-spec'
import { familyMeasures } from '../../src/picture-files/family-measures'
import { n } from '../drawing/drawing-geometry'
import { bushingSegments, pinSegments, type Segment } from '../pin/pin-render-geometry'
import { bodyFill, faceFill } from '../render/solid'
import type { PictureProps } from './picture-props'
import { type Drawn, RoundScene } from './RoundScene'
import { type Box, ellipseBox, type Piece, pieceBox } from './round-geometry'

/** The family's pin: a door pin as sold with its two bushings and E-clip, a little larger than a card's. */
const SPEC: PinSpec = {
  lengthMm: familyMeasures.pin.length,
  diameterMm: familyMeasures.pin.diameter,
  lengthLabel: null,
  diameterLabel: null,
  head: 'round',
  bushings: 2,
  clip: true,
  greaseFitting: false,
  oversize: false,
  pins: 1,
}

const pin = pinSegments(SPEC, { bushings: false, clip: false })
const bushingR = pin.parts.bushingHeight / 2
const [collar, body] = bushingSegments(0, pin.parts.bushings[0]?.width ?? 20, bushingR, true) as [
  Segment,
  Segment,
]
/** A loose bushing lying collar first, its bore seen in the collar's face. */
const bushing: Segment[] = [{ ...collar, bore: bushingR - pin.parts.wall }, body]

const pieces: Piece<'pin' | 'bushing' | 'clip'>[] = [
  { segments: pin.segments, x: 34, y: 68, angle: -2 },
  { segments: bushing, x: 66, y: 150, angle: 4 },
  { segments: bushing, x: 140, y: 158, angle: -10 },
]

/** The E-clip lying flat by the bushings: a C open towards the viewer, three teeth inwards. */
const CLIP = { cx: 244, cy: 158, r: pin.radius * 0.8, flat: 0.42 }

const eClip: Drawn = {
  shadow: (id) => (
    <ellipse
      cx={n(CLIP.cx + 2)}
      cy={n(CLIP.cy + 3)}
      rx={n(CLIP.r * 1.2)}
      ry={n(CLIP.r * CLIP.flat * 1.2)}
      fill={`url(#${id}s)`}
    />
  ),
  draw: (id) => {
    const { r } = CLIP
    const inner = r * 0.72
    const tooth = r * 0.42
    const at = (radius: number, deg: number) => {
      const a = (deg * Math.PI) / 180
      return `${n(radius * Math.cos(a))} ${n(radius * Math.sin(a))}`
    }
    const gap = 50
    const ring = `M${at(r, gap)}A${n(r)} ${n(r)} 0 1 1 ${at(r, 360 - gap)}L${at(inner, 360 - gap)}A${n(inner)} ${n(inner)} 0 1 0 ${at(inner, gap)}z`
    const teeth = [gap + 8, 180, 352 - gap]
      .map(
        (deg) =>
          `M${at(inner + 1, deg - 9)}L${at(tooth, deg - 5)}L${at(tooth, deg + 5)}L${at(inner + 1, deg + 9)}z`,
      )
      .join('')
    const shape = ring + teeth
    return (
      <g transform={`translate(${n(CLIP.cx)} ${n(CLIP.cy)}) scale(1 ${CLIP.flat})`}>
        <path d={shape} transform="translate(0 4)" fill={faceFill(id, 'clip')} />
        <path d={shape} fill={bodyFill(id, 'clip')} />
      </g>
    )
  },
}

/** Every piece's box, its shadow included. */
export function pinBoxes(): Box[] {
  return [
    ...pieces.map(pieceBox),
    ellipseBox(CLIP.cx + 2, CLIP.cy + 2, CLIP.r * 1.2, CLIP.r * CLIP.flat * 1.2 + 4),
  ]
}

export function PinRender(props: PictureProps) {
  return (
    <RoundScene
      name="pin"
      {...props}
      metals={{ pin: 'yellowZinc', bushing: 'brass', clip: 'blackOxide' }}
      items={[...pieces, eClip]}
    />
  )
}
