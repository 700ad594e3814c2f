import { familyMeasures } from '../../src/picture-files/family-measures'
import { n } from '../drawing/drawing-geometry'
import { bodyFill, faceFill } from '../render/solid'
import type { PictureProps } from './picture-props'
import { type Drawn, RoundScene } from './RoundScene'
import { type Box, ellipseBox } from './round-geometry'

/** Millimetres to canvas units. */
const MM = 4.2
/** The family's annealed copper sealing washer. */
const WASHER = {
  d: familyMeasures.washer.outer,
  hole: familyMeasures.washer.inner,
  t: familyMeasures.washer.thickness,
}
/** How flat a washer lying on the floor looks from the camera (height over width). */
const FLAT = 0.42

/**
 * A washer as a ring of radii (rx, ry) turned `angle` degrees, its thickness seen `(ox, oy)`
 * behind its top face: the edge band first, then the face over it; through the hole the floor
 * (or the washer under it) and, at the hole's far side, its inner wall.
 */
type Ring = {
  cx: number
  cy: number
  rx: number
  ry: number
  angle: number
  ox: number
  oy: number
}

const R = (WASHER.d / 2) * MM
const HOLE = WASHER.hole / WASHER.d
const T = WASHER.t * MM

const flat = (cx: number, cy: number): Ring => ({
  cx,
  cy,
  rx: R,
  ry: R * FLAT,
  angle: 0,
  ox: 0,
  oy: T,
})

/** Back to front: four lying, overlapping a little, and one leaning on them, its face up. */
const rings: Ring[] = [
  flat(78, 94),
  { cx: 248, cy: 94, rx: R * 0.7, ry: R, angle: 16, ox: 4, oy: 2 },
  flat(168, 104),
  flat(88, 132),
  flat(182, 142),
]

const ellipse = (rx: number, ry: number, x: number, y: number) =>
  `M${n(x - rx)} ${n(y)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0z`

function washer(r: Ring): Drawn {
  const hole = (x: number, y: number) => ellipse(r.rx * HOLE, r.ry * HOLE, x, y)
  // The edge: from where the face's outline runs along the thickness, round the side it shows,
  // and back along the face's outline.
  const t = Math.atan2(-r.ry * r.ox, r.rx * r.oy)
  const [px, py] = [r.rx * Math.cos(t), r.ry * Math.sin(t)]
  const arc = (sweep: number, x: number, y: number) =>
    `A${n(r.rx)} ${n(r.ry)} 0 0 ${sweep} ${n(x)} ${n(y)}`
  const edge = `M${n(px)} ${n(py)}L${n(px + r.ox)} ${n(py + r.oy)}${arc(1, r.ox - px, r.oy - py)}L${n(-px)} ${n(-py)}${arc(0, px, py)}z`
  const lying = r.angle === 0
  return {
    shadow: (id) => (
      <ellipse
        cx={n(r.cx + (lying ? 4 : r.rx * 0.5))}
        cy={n(r.cy + (lying ? r.ry * 0.5 + T : r.ry * 0.9))}
        rx={n(lying ? R * 1.08 : R * 0.9)}
        ry={n(lying ? r.ry * 1.05 : R * 0.3)}
        fill={`url(#${id}s)`}
      />
    ),
    draw: (id) => (
      <g transform={`translate(${n(r.cx)} ${n(r.cy)})${lying ? '' : ` rotate(${r.angle})`}`}>
        <path d={edge} fill={bodyFill(id, 'copper')} />
        <path d={hole(0, 0) + hole(r.ox, r.oy)} fill="#7a3d1f" fillRule="evenodd" />
        <path
          d={ellipse(r.rx, r.ry, 0, 0) + hole(0, 0)}
          fill={faceFill(id, 'copper')}
          fillRule="evenodd"
        />
        <path
          d={`M${n(-r.rx * 0.96)} ${n(-r.ry * 0.1)}A${n(r.rx * 0.96)} ${n(r.ry * 0.96)} 0 0 1 ${n(r.rx * 0.3)} ${n(-r.ry * 0.92)}`}
          fill="none"
          stroke="#fff3e980"
          strokeWidth="1.2"
        />
      </g>
    ),
  }
}

/** Every washer's box, its shadow included (the leaning one's turned box, loosely). */
export function washerBoxes(): Box[] {
  return rings.map((r) =>
    r.angle === 0
      ? ellipseBox(r.cx + 2, r.cy + (r.ry * 0.5 + T) / 2, R * 1.1, r.ry * 1.5 + T)
      : ellipseBox(r.cx + r.rx * 0.2, r.cy + 2, R, R * 1.05),
  )
}

export function WasherRender(props: PictureProps) {
  return (
    <RoundScene name="washer" {...props} metals={{ copper: 'copper' }} items={rings.map(washer)} />
  )
}
