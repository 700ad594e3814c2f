import { n } from '../drawing/drawing-geometry'
import type { Metal } from './metals'

/**
 * Renders look at every part from three-quarters: a part lies along the x axis with its near end
 * turned towards the viewer, so every round end is an ellipse `TURN` as wide as it is tall.
 */
export const TURN = 0.3

/**
 * A length of a part between two planes across its axis, drawn as a solid of revolution (or a
 * hexagonal prism): radius r0 at x0, r1 at x1, centred on y = 0. `metal` names the part's
 * material within its render (the render maps it to a palette entry's gradients). `bore` is the
 * hole seen in its end face.
 */
export type Segment<M extends string = string> = {
  x0: number
  x1: number
  r0: number
  r1: number
  metal: M
  /** 'head': round, its face's edge chamfered */
  shape: 'round' | 'head' | 'hex' | 'knurl' | 'thread'
  bore?: number
  /** 'thread': the distance between crests along the axis (a third of the radius if unsaid) */
  pitch?: number
}

/** A round end seen from three-quarters: its outline's near half, `)`, down from its top at x. */
const cap = (x: number, r: number) => `A${n(r * TURN)} ${n(r)} 0 0 1 ${n(x)} ${n(r)}`

/** Gradient ids of a metal in a render: `${prefix}${metal}b` (body), `${prefix}${metal}f` (face). */
export const bodyFill = (prefix: string, m: string) => `url(#${prefix}${m}b)`
export const faceFill = (prefix: string, m: string) => `url(#${prefix}${m}f)`

/**
 * A solid of revolution painted farthest first (from the far end towards the near one), so each
 * segment covers the one behind it. `metals` gives each segment's palette entry (for hex flats);
 * the gradients come from `MetalGradients` with the same `prefix`.
 */
export function Solid<M extends string>({
  segments,
  prefix,
  metals,
  id,
}: {
  segments: readonly Segment<M>[]
  prefix: string
  metals: Record<M, Metal>
  /** The solid's own id prefix, unique on the page: its threads then write their crests once */
  id?: string
}) {
  return (
    <>
      {[...segments]
        .sort((a, b) => b.x0 - a.x0)
        .map((s, key) => (
          <SolidSegment
            key={key}
            s={s}
            prefix={prefix}
            metal={metals[s.metal]}
            id={id && `${id}t${key}`}
          />
        ))}
    </>
  )
}

function SolidSegment({
  s,
  prefix,
  metal,
  id,
}: {
  s: Segment
  prefix: string
  metal: Metal
  id?: string | undefined
}) {
  const { x0, x1, r0, r1 } = s
  const body = bodyFill(prefix, s.metal)
  const face = faceFill(prefix, s.metal)
  if (s.shape === 'hex') return <Hex s={s} metal={metal} fill={body} face={face} />
  return (
    <g>
      <path
        d={`M${n(x0)} ${n(-r0)}L${n(x1)} ${n(-r1)}${cap(x1, r1)}L${n(x0)} ${n(r0)}A${n(r0 * TURN)} ${n(r0)} 0 0 1 ${n(x0)} ${n(-r0)}z`}
        fill={body}
      />
      {s.shape === 'knurl' && <Knurl s={s} />}
      {s.shape === 'thread' && <Thread s={s} id={id} />}
      <ellipse cx={n(x0)} rx={n(r0 * TURN)} ry={n(r0)} fill={face} />
      {s.shape === 'head' && (
        // The chamfer round the face's edge catches the light.
        <ellipse
          cx={n(x0)}
          rx={n(r0 * TURN * 0.92)}
          ry={n(r0 * 0.92)}
          fill="none"
          stroke="#ffffff59"
          strokeWidth={n(r0 * 0.05)}
        />
      )}
      {s.bore !== undefined && (
        <ellipse cx={n(x0 + 0.3)} rx={n(s.bore * TURN)} ry={n(s.bore)} fill="#3a2a0e" />
      )}
    </g>
  )
}

/** A metal's body shading (across the axis) and end-face shading (from the lit corner). */
export function MetalGradients({ id, metal }: { id: string; metal: Metal }) {
  return (
    <>
      <linearGradient id={`${id}b`} x2="0" y2="1">
        {metal.body.map(([offset, colour]) => (
          <stop key={offset} offset={offset} stopColor={colour} />
        ))}
      </linearGradient>
      <linearGradient id={`${id}f`} x2="1" y2="1">
        <stop offset="0" stopColor={metal.face[0]} />
        <stop offset="1" stopColor={metal.face[1]} />
      </linearGradient>
    </>
  )
}

/**
 * A straight knurl's ridges, along the axis, closer together towards the edges as a cylinder's
 * are; each a dark groove with a lit edge under it, ending on the band's rounded end.
 */
function Knurl({ s }: { s: Segment }) {
  const r = s.r0
  const count = Math.max(6, Math.round(r / 1.3))
  let dark = ''
  let light = ''
  for (let i = 1; i < count; i++) {
    const angle = (Math.PI * i) / count
    const y = -r * Math.cos(angle)
    const end = s.x1 + r * TURN * Math.sin(angle)
    dark += `M${n(s.x0)} ${n(y)}H${n(end)}`
    light += `M${n(s.x0)} ${n(y + 0.8)}H${n(end - 0.4)}`
  }
  return (
    <>
      <path d={dark} stroke="#0b121980" strokeWidth=".8" />
      <path d={light} stroke="#ffffff80" strokeWidth=".5" />
    </>
  )
}

/**
 * A hexagonal prism seen from three-quarters, a corner up: its three near flats (lit top, the
 * front in the body's shading, shaded bottom), then its hexagonal face.
 */
function Hex({ s, metal, fill, face }: { s: Segment; metal: Metal; fill: string; face: string }) {
  const { x0, x1, r0: r } = s
  const z = r * 0.866 * TURN
  const flat = (ya: number, za: number, yb: number, zb: number) =>
    `M${n(x0 + za)} ${n(ya)}H${n(x1 + za)}L${n(x1 + zb)} ${n(yb)}H${n(x0 + zb)}z`
  const hexFace = [
    [0, -r],
    [z, -r / 2],
    [z, r / 2],
    [0, r],
    [-z, r / 2],
    [-z, -r / 2],
  ]
    .map(([dx, y], i) => `${i ? 'L' : 'M'}${n(x0 + (dx as number))} ${n(y as number)}`)
    .join('')
  return (
    <g>
      <path d={flat(-r, 0, -r / 2, z)} fill={metal.body[1]?.[1]} />
      <path d={flat(-r / 2, z, r / 2, z)} fill={fill} />
      <path d={flat(r / 2, z, r, 0)} fill={metal.body[4]?.[1]} />
      <path d={`${hexFace}z`} fill={face} />
    </g>
  )
}

/**
 * A thread's helical crests: each turn's visible half runs from the top edge to the bottom one
 * half a pitch further along, bowed away from the viewer as the end's outline is; a dark root
 * with a lit crest just nearer the head, one pitch apart, only whole turns on the segment.
 */
function Thread({ s, id }: { s: Segment; id?: string | undefined }) {
  const r = s.r0
  const half = Number(n((s.pitch ?? r / 3) / 2))
  const count = Math.floor((s.x1 - s.x0 - half) / (2 * half))
  if (count < 1) return null
  const turn = `q${n(half / 2 + 2 * r * TURN)} ${n(r)} ${half} ${n(2 * r)}m${half} ${n(-2 * r)}`
  const d = `M${n(s.x0 + half)} ${n(-r)}${turn.repeat(count)}`
  const root = { fill: 'none', stroke: '#0b121980', strokeWidth: n(half * 0.6) }
  const crest = { stroke: '#ffffff73', strokeWidth: n(half * 0.32) }
  // The lit crests are the roots' path moved towards the head: written once when it has an id.
  return id ? (
    <>
      <defs>
        <path id={id} d={d} fill="none" />
      </defs>
      <use href={`#${id}`} stroke={root.stroke} strokeWidth={root.strokeWidth} />
      <use href={`#${id}`} x={n(-half * 0.6)} {...crest} />
    </>
  ) : (
    <>
      <path d={d} {...root} />
      <path d={`M${n(s.x0 + half * 0.4)} ${n(-r)}${turn.repeat(count)}`} {...root} {...crest} />
    </>
  )
}
