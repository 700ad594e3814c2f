import { familyMeasures } from '../../src/picture-files/family-measures'
import { circle, n } from '../drawing/drawing-geometry'
import { bodyFill, faceFill, type Segment, TURN } from '../render/solid'
import type { PictureProps } from './picture-props'
import { type Drawn, pieceTransform, RoundScene } from './RoundScene'
import { type Box, type Piece, pieceBox, reversed } from './round-geometry'

/** Millimetres to canvas units. */
const MM = 3.1
/** The family's closed wheel nut for M12 × 1.5: seat, hex, closed dome, its height the three's. */
const { wrench, height } = familyMeasures.nut
const seat = { d0: 13.6, d1: 19, l: 3.5 }
/** The hex's corner-to-corner radius for its width across flats */
const hex = { r: wrench / Math.sqrt(3), l: 14 }
const NUT = {
  seat,
  hex,
  dome: { d: 17, h: height - seat.l - hex.l },
  bore: 10.4,
}

/** The nut lying from its seat's face (x = 0) to its hex's far end, in canvas units. */
function nutSegments(): Segment<'nut'>[] {
  const { seat, hex } = NUT
  const part = (x0: number, x1: number, r0: number, r1: number, shape: Segment['shape']) =>
    ({ x0: x0 * MM, x1: x1 * MM, r0: r0 * MM, r1: r1 * MM, metal: 'nut', shape }) as const
  return [
    part(0, seat.l, seat.d0 / 2, seat.d1 / 2, 'round'),
    part(seat.l, seat.l + hex.l, hex.r, hex.r, 'hex'),
  ]
}

/**
 * The closed dome, in a piece's own coordinates: one smooth shape (rings of segments would show
 * their edges) from its base at x = `base` to its crown `dir` along the axis. Lying, its base
 * hides under the hex; standing on top, the base's near half bows towards the viewer.
 */
function dome(piece: Piece<'nut'>, base: number, dir: 1 | -1): Drawn {
  const h = NUT.dome.h * MM * dir
  const r = (NUT.dome.d / 2) * MM
  const top = base + h
  const d = `M${n(base)} ${n(-r)}C${n(base + h * 0.55)} ${n(-r)} ${n(top)} ${n(-r * 0.55)} ${n(top)} 0S${n(base + h * 0.55)} ${n(r)} ${n(base)} ${n(r)}A${n(r * TURN)} ${n(r)} 0 0 ${dir > 0 ? 1 : 0} ${n(base)} ${n(-r)}z`
  return {
    draw: (id) => <path transform={pieceTransform(piece)} d={d} fill={bodyFill(id, 'nut')} />,
  }
}

/** The seat's face and the threaded bore of a lying nut, in the kit's bore colour for steel. */
function bore(piece: Piece<'nut'>): Drawn {
  const r = (NUT.bore / 2) * MM
  return {
    draw: () => (
      <g transform={pieceTransform(piece)}>
        <ellipse cx="0.3" rx={n(r * TURN)} ry={n(r)} fill="#1b1f24" />
        <path
          d={`M0.8 ${n(-r * 0.6)}A${n(r * TURN * 0.6)} ${n(r * 0.6)} 0 0 1 0.8 ${n(r * 0.6)}`}
          fill="none"
          stroke="#9aa5b180"
        />
      </g>
    ),
  }
}

const lying: Piece<'nut'> = { segments: nutSegments(), x: 40, y: 134, angle: -4 }
/** Standing on its seat, dome up: the same nut turned end for end. */
const standing: Piece<'nut'> = {
  segments: reversed(nutSegments()).map((s) => ({
    ...s,
    x0: s.x0 + NUT.dome.h * MM,
    x1: s.x1 + NUT.dome.h * MM,
  })),
  x: 156,
  y: 22,
  stand: true,
}

const end = { cx: 240, cy: 126, r: NUT.hex.r * MM, depth: 9 * MM }

/** Every nut's box, its dome and shadow included. */
export function nutBoxes(): Box[] {
  const withDome = (p: Piece<'nut'>, from: number, to: number): Piece<'nut'> => ({
    ...p,
    segments: [
      ...p.segments,
      { ...(p.segments[0] as Segment<'nut'>), x0: from, x1: to, r0: NUT.dome.d, r1: NUT.dome.d },
    ],
  })
  const base = (NUT.seat.l + NUT.hex.l) * MM
  return [
    pieceBox(withDome(standing, 0, NUT.dome.h * MM)),
    pieceBox(withDome(lying, base, base + NUT.dome.h * MM)),
    seatViewBox,
  ]
}

/**
 * The third nut stands on a flat with its seat turned to the viewer: the hex prism going back up
 * to the right, its face, the cone seat lit on its lower side and the threaded bore.
 */
const seatView: Drawn = {
  shadow: (id) => (
    <ellipse
      cx={n(end.cx + end.depth * 0.4)}
      cy={n(end.cy + end.r * 0.86)}
      rx={n(end.r * 1.4)}
      ry={n(end.r * 0.3)}
      fill={`url(#${id}s)`}
    />
  ),
  draw: (id) => {
    const { cx, cy, r, depth } = end
    const dx = depth * 0.55
    const dy = -depth * 0.3
    const corner = (i: number, back = false): [number, number] => [
      cx + r * Math.cos((i * Math.PI) / 3) + (back ? dx : 0),
      cy + r * Math.sin((i * Math.PI) / 3) + (back ? dy : 0),
    ]
    const poly = (points: [number, number][]) =>
      `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}z`
    const face = [0, 1, 2, 3, 4, 5].map((i) => corner(i))
    const seat = (NUT.seat.d0 / 2) * MM
    const bore = (NUT.bore / 2) * MM
    // Thread crests on the bore's wall, each one pitch deeper: a circle of the bore's size moved
    // back along the nut's depth, of which the part still inside the opening shows.
    let crests = ''
    const len = Math.hypot(dx, dy)
    for (let i = 1; i <= 4; i++) {
      const t = (i * 1.5 * MM) / len
      const [vx, vy] = [dx * t, dy * t]
      const half = Math.sqrt(bore * bore - (vx * vx + vy * vy) / 4)
      const [ux, uy] = [-vy / (len * t), vx / (len * t)]
      const [mx, my] = [cx + vx / 2, cy + vy / 2]
      crests += `M${n(mx + ux * half)} ${n(my + uy * half)}A${n(bore)} ${n(bore)} 0 0 1 ${n(mx - ux * half)} ${n(my - uy * half)}`
    }
    return (
      <>
        <path
          d={poly([
            corner(3),
            corner(4),
            corner(5),
            corner(0),
            corner(0, true),
            corner(5, true),
            corner(4, true),
            corner(3, true),
          ])}
          fill={bodyFill(id, 'nut')}
        />
        <path d={poly([corner(0), corner(1), corner(1, true), corner(0, true)])} fill="#262c33" />
        <path d={poly([corner(4), corner(5), corner(5, true), corner(4, true)])} fill="#eef2f6" />
        <path d={poly(face)} fill={faceFill(id, 'nut')} />
        <circle cx={n(cx)} cy={n(cy)} r={n(r * 0.84)} fill="none" stroke="#ffffff8c" />
        <path
          d={circle(cx, cy, seat) + circle(cx, cy, bore)}
          fill={`url(#${id}c)`}
          fillRule="evenodd"
        />
        <circle cx={n(cx)} cy={n(cy)} r={n(bore)} fill="#1b1f24" />
        <path d={crests} fill="none" stroke="#9aa5b180" strokeWidth="1.2" />
      </>
    )
  },
}

/** The seat-view nut's box, its shadow included. */
const seatViewBox: Box = {
  left: end.cx - end.r * 1.4 + end.depth * 0.4,
  top: end.cy - end.r - end.depth * 0.3,
  right: end.cx + end.r * 1.4 + end.depth * 0.4,
  bottom: end.cy + end.r * 1.16,
}

export function NutRender(props: PictureProps) {
  return (
    <RoundScene
      name="nut"
      {...props}
      metals={{ nut: 'chrome' }}
      items={[
        standing,
        dome(standing, NUT.dome.h * MM, -1),
        dome(lying, (NUT.seat.l + NUT.hex.l) * MM, 1),
        lying,
        bore(lying),
        seatView,
      ]}
      defs={(id) => (
        <linearGradient id={`${id}c`} x2="1" y2="1">
          <stop offset="0" stopColor="#39414a" />
          <stop offset=".55" stopColor="#a7b1bc" />
          <stop offset="1" stopColor="#ffffff" />
        </linearGradient>
      )}
    />
  )
}
