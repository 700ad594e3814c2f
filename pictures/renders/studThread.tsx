import { useId } from 'react'
import { PICTURE_CANVAS } from '../../src/picture-files/picture-canvas'
import { n } from '../drawing/drawing-geometry'
import { metal } from '../render/metals'
import { EDGE, FloorShadow, StudioFrame } from '../render/StudioFrame'
import { MetalGradients, type Segment, Solid, TURN } from '../render/solid'
import type { PictureProps } from './picture-props'
import type { Box } from './scene-pin'

/** The stud of the family drawing (docs/drawings.md, `stud`), in millimetres: M12 × 1.5 */
const STUD = { head: 26, headThick: 3.5, knurl: 14, knurlLong: 8.5, thread: 12, threadLong: 35.5 }
const PITCH = 1.5
const CHAMFER = 1.5
/** Canvas units a millimetre; where the head's face and the axis lie */
const U = 3
const AT = { x: 30, y: 128 }
/** The gauge: its pivot, its leaves' length, width and fan, its case's length and width */
const PIVOT = { x: 283, y: 160 }
const LEAF = { length: 120, width: 11, teeth: 30 }
const FAN = { from: -164, to: -104, leaves: 7 }
const CASE = { length: 112, width: 18 }
/** The leaves' pitches in millimetres, the stud's among them (its leaf is the last, nearest) */
const PITCHES = [0.8, 1, 1.25, 2, 1.75, 1.25, PITCH]

type Part = 'stud'

/** The stud's segments, head face at x = 0, and its thread's first and last crest. */
export function studSegments() {
  const [h, k, t] = [STUD.headThick * U, (STUD.headThick + STUD.knurlLong) * U, STUD.threadLong * U]
  const end = k + t
  const r = (mm: number) => (mm / 2) * U
  const part = (
    x0: number,
    x1: number,
    r0: number,
    r1 = r0,
    shape: Segment['shape'] = 'round',
  ): Segment<Part> => ({
    x0,
    x1,
    r0,
    r1,
    metal: 'stud',
    shape,
  })
  const segments = [
    part(0, h, r(STUD.head), r(STUD.head), 'head'),
    part(h, k, r(STUD.knurl), r(STUD.knurl), 'knurl'),
    part(k, end - CHAMFER * U, r(STUD.thread)),
    part(end - CHAMFER * U, end, r(STUD.thread), r(STUD.thread) - CHAMFER * U * 0.8),
  ]
  return {
    segments,
    threadFrom: k + PITCH * U,
    threadTo: end - CHAMFER * U,
    radius: r(STUD.thread),
    length: end,
  }
}

/**
 * The thread's helical crests seen from three-quarters, as a pattern one pitch wide laid over the
 * shank: each turn a curve from the top edge to the bottom one, half a pitch along, bulging
 * towards the viewer; a dark root and, half a pitch on, a lit crest. The tile repeats the curves
 * that cross its edges.
 */
function helixTile(r: number) {
  const p = PITCH * U
  const curve = (x: number) =>
    `M${n(x)} 0q${n(p / 4 + 2 * r * TURN)} ${n(r)} ${n(p / 2)} ${n(2 * r)}`
  const offsets = [-3, -2, -1, 0]
  return {
    root: offsets.map((k) => curve(k * p)).join(''),
    crest: offsets.map((k) => curve((k + 0.5) * p)).join(''),
  }
}

/** A leaf of the gauge along +x from its pivot: a tapered blade, its tip cut square. */
function leafPath() {
  const { length: l, width: w } = LEAF
  return `M0 ${n(-w / 2)}H${l - 6}L${l} ${n(-w / 2 + 3)}V${n(w / 2 - 2)}L${l - 3} ${n(w / 2)}H0a${n(w / 2)} ${n(w / 2)} 0 0 1 0 ${n(-w)}z`
}

/** A leaf's teeth along its lower edge near the tip: a dashed stroke, one pitch (mm) a tooth. */
function teeth(pitch: number) {
  return {
    d: `M${LEAF.length - 6 - LEAF.teeth} ${n(LEAF.width / 2 + 0.3)}h${LEAF.teeth}`,
    strokeDasharray: n((pitch * U) / 2),
  }
}

export function leafAngles() {
  return PITCHES.map(
    (_, i) => FAN.from + ((FAN.to - FAN.from) * (PITCHES.length - 1 - i)) / (PITCHES.length - 1),
  )
}

/** The stud with its shadow, the gauge's case with its shadow, and each leaf, on the canvas. */
export function studThreadBoxes(): Box[] {
  const stud = studSegments()
  const headR = (STUD.head / 2) * U
  const box = (points: { x: number; y: number }[]): Box => ({
    left: Math.min(...points.map((p) => p.x)),
    right: Math.max(...points.map((p) => p.x)),
    top: Math.min(...points.map((p) => p.y)),
    bottom: Math.max(...points.map((p) => p.y)),
  })
  const leaves = leafAngles().map((angle) => {
    const a = (angle * Math.PI) / 180
    const w = LEAF.width / 2
    return box(
      [-w, 0, LEAF.length].flatMap((u) =>
        [-w, w].map((v) => ({
          x: PIVOT.x + 1 + u * Math.cos(a) - v * Math.sin(a),
          y: PIVOT.y + 1.5 + u * Math.sin(a) + v * Math.cos(a),
        })),
      ),
    )
  })
  return [
    {
      left: AT.x - headR * TURN,
      right: AT.x + stud.length + 8,
      top: AT.y - headR,
      bottom: AT.y + headR * 1.05 + 3,
    },
    {
      left: Math.min(
        PIVOT.x - CASE.length,
        PIVOT.x - CASE.length / 2 - 10 - (CASE.length / 2 + 20),
      ),
      right: PIVOT.x + CASE.width / 2,
      top: PIVOT.y - CASE.width / 2,
      bottom: PIVOT.y + 6 + 12,
    },
    ...leaves,
  ]
}

/**
 * A wheel stud (the family drawing's M12 × 1.5, yellow zinc) lying in front of a thread pitch
 * gauge fanned open: steel leaves with their teeth, the nearest one of the stud's pitch, on a
 * blackened case; the stud's thread as helical crests in the same key light.
 */
export function StudThreadRender({ title }: PictureProps) {
  const id = useId().replace(/[^\w-]/g, '')
  const stud = studSegments()
  const steel = metal('steel')
  const dark = metal('blackOxide')
  const zinc = metal('yellowZinc')
  const angles = leafAngles()
  const headR = (STUD.head / 2) * U
  const tile = helixTile(stud.radius)
  return (
    <StudioFrame
      id={id}
      name="studThread"
      {...PICTURE_CANVAS}
      title={title}
      defs={
        <>
          <MetalGradients id={`${id}stud`} metal={zinc} />
          <linearGradient id={`${id}l`} x2=".3" y2="1">
            <stop offset="0" stopColor={steel.face[0]} />
            <stop offset="1" stopColor={steel.face[1]} />
          </linearGradient>
          <path id={`${id}f`} d={leafPath()} fill={`url(#${id}l)`} {...EDGE} />
          <pattern
            id={`${id}h`}
            patternUnits="userSpaceOnUse"
            x={n(stud.threadFrom)}
            y={n(-stud.radius)}
            width={n(PITCH * U)}
            height={n(2 * stud.radius)}
          >
            <path d={tile.root} fill="none" stroke="#0b121973" strokeWidth=".9" />
            <path d={tile.crest} fill="none" stroke="#ffffff8c" strokeWidth=".7" />
          </pattern>
        </>
      }
    >
      <FloorShadow
        id={id}
        cx={PIVOT.x - CASE.length / 2 - 10}
        cy={PIVOT.y + 6}
        rx={CASE.length / 2 + 20}
        ry={12}
      />
      <g transform={`translate(${PIVOT.x} ${PIVOT.y})`}>
        <rect
          x={-CASE.length}
          y={-CASE.width / 2}
          width={CASE.length + CASE.width / 2}
          height={CASE.width}
          rx={CASE.width / 2}
          fill={dark.body[1]?.[1]}
          {...EDGE}
        />
        {angles.map((angle, i) => (
          <g key={angle} transform={`rotate(${n(angle)})`}>
            <use href={`#${id}f`} x="1" y="1.5" fill="#0b121933" />
            <use href={`#${id}f`} />
            <path {...teeth(PITCHES[i] as number)} stroke={dark.body[3]?.[1]} strokeWidth="2" />
          </g>
        ))}
        <circle r="5" fill={steel.body[3]?.[1]} {...EDGE} />
        <circle r="2" fill={dark.body[4]?.[1]} />
      </g>
      <FloorShadow
        id={id}
        cx={AT.x + stud.length / 2}
        cy={AT.y + headR * 0.6}
        rx={stud.length / 2 + 8}
        ry={headR * 0.45 + 3}
      />
      <g transform={`translate(${AT.x} ${AT.y})`} {...EDGE}>
        <Solid segments={stud.segments} prefix={id} metals={{ stud: zinc }} />
        <rect
          x={n(stud.threadFrom)}
          y={n(-stud.radius)}
          width={n(stud.threadTo - stud.threadFrom)}
          height={n(2 * stud.radius)}
          fill={`url(#${id}h)`}
          stroke="none"
        />
      </g>
    </StudioFrame>
  )
}
