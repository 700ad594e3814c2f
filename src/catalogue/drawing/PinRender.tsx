import { useId } from 'react'
import { n } from '../../ui/drawing/drawing-geometry'
import type { Product } from '../types'
import { pinTitle } from './PinDrawing'
import { bushingMetal, type Metal, type MetalName, metal, pinMetal } from './pin-finish'
import {
  RENDER_CANVAS,
  type RenderPiece,
  renderLayout,
  type Segment,
  shadowOf,
  TURN,
} from './pin-render-geometry'
import { pinSpec } from './pin-spec'

export type RenderProduct = Pick<
  Product,
  'key' | 'name' | 'note' | 'tag' | 'length' | 'diameter' | 'finish' | 'material' | 'piecesPerPack'
>

/** A round end seen from three-quarters: its outline's near half, `)`, down from its top at x. */
const cap = (x: number, r: number) => `A${n(r * TURN)} ${n(r)} 0 0 1 ${n(x)} ${n(r)}`

/**
 * A door pin rendered from its product's fields (docs/drawings.md, "Renders"): the same spec and
 * proportions as its drawing, seen from three-quarters, shaded by its finish, lying on a light
 * studio floor with a soft shadow. A kit shows its pieces as they come in the pack. Gradient ids
 * are the instance's own, so that several renders on a page never share one.
 */
export function PinRender({
  product,
  titled = false,
}: {
  product: RenderProduct
  /** Standing for the product (its page): a title with its measures; else decorative */
  titled?: boolean
}) {
  const id = useId().replace(/[^\w-]/g, '')
  const spec = pinSpec(product)
  const layout = renderLayout(spec, product)
  const metals: Record<Segment['metal'], MetalName> = {
    pin: pinMetal(product),
    bushing: bushingMetal(product),
    clip: 'blackOxide',
  }
  const used = new Set<Segment['metal']>()
  for (const piece of layout.pieces)
    if (piece.kind === 'clip') used.add('clip')
    else for (const s of piece.segments) used.add(s.metal)
  const body = (m: Segment['metal']) => `url(#${id}${m}b)`
  const face = (m: Segment['metal']) => `url(#${id}${m}f)`

  const segment = (s: Segment, key: number) => {
    const { x0, x1, r0, r1 } = s
    if (s.shape === 'hex')
      return (
        <Hex
          key={key}
          s={s}
          metal={metal(metals[s.metal])}
          fill={body(s.metal)}
          face={face(s.metal)}
        />
      )
    return (
      <g key={key}>
        <path
          d={`M${n(x0)} ${n(-r0)}L${n(x1)} ${n(-r1)}${cap(x1, r1)}L${n(x0)} ${n(r0)}A${n(r0 * TURN)} ${n(r0)} 0 0 1 ${n(x0)} ${n(-r0)}z`}
          fill={body(s.metal)}
        />
        {s.shape === 'knurl' && <Knurl s={s} />}
        <ellipse cx={n(x0)} rx={n(r0 * TURN)} ry={n(r0)} fill={face(s.metal)} />
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
  // Farthest first: the tip, then towards the head, so each segment covers the one behind it.
  const solid = (segments: Segment[]) => [...segments].sort((a, b) => b.x0 - a.x0).map(segment)
  // A shape the pack holds several of (a kit's pins and bushings) is written once and reused.
  const shapes = new Map<Segment[], { id: string; uses: number }>()
  for (const p of layout.pieces)
    if (p.kind === 'solid') {
      const shape = shapes.get(p.segments) ?? { id: `${id}${shapes.size}`, uses: 0 }
      shape.uses++
      shapes.set(p.segments, shape)
    }
  const piece = (p: RenderPiece, key: number) => {
    if (p.kind === 'clip') {
      // A loose E-clip lying flat: an open ring seen from above the floor.
      const rx = p.radius
      const ry = p.radius * 0.42
      const a = (deg: number) => [
        p.x + rx * Math.cos((deg * Math.PI) / 180),
        p.y + ry * Math.sin((deg * Math.PI) / 180),
      ]
      const [sx, sy] = a(70) as [number, number]
      const [ex, ey] = a(20) as [number, number]
      return (
        <path
          key={key}
          d={`M${n(sx)} ${n(sy)}A${n(rx)} ${n(ry)} 0 1 1 ${n(ex)} ${n(ey)}`}
          fill="none"
          stroke={body('clip')}
          strokeWidth={n(p.radius * 0.34)}
          strokeLinecap="round"
        />
      )
    }
    const shape = shapes.get(p.segments) as { id: string; uses: number }
    return shape.uses > 1 ? (
      <use key={key} href={`#${shape.id}`} x={n(p.x)} y={n(p.y)} />
    ) : (
      <g key={key} transform={`translate(${n(p.x)} ${n(p.y)})`}>
        {solid(p.segments)}
      </g>
    )
  }
  const shadows = layout.pieces.map((p, key) => {
    if (p.kind === 'clip')
      return (
        <ellipse
          key={key}
          cx={n(p.x)}
          cy={n(p.y + 2)}
          rx={n(p.radius * 1.25)}
          ry={n(p.radius * 0.6)}
          fill={`url(#${id}s)`}
        />
      )
    // A wide soft shadow, and a darker one where the piece touches the floor.
    const s = shadowOf(p)
    return (
      <g key={key} fill={`url(#${id}s)`}>
        <ellipse cx={n(p.x + s.cx)} cy={n(p.y + s.cy)} rx={n(s.rx)} ry={n(s.ry)} />
        <ellipse
          cx={n(p.x + s.cx)}
          cy={n(p.y + s.cy * 0.8)}
          rx={n(s.rx * 0.9)}
          ry={n(s.ry * 0.4)}
        />
      </g>
    )
  })
  const title = titled ? pinTitle(product).replace(/^Dibujo/, 'Vista') : undefined
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative on a card, titled on the page
    <svg
      viewBox={`0 0 ${RENDER_CANVAS.width} ${RENDER_CANVAS.height}`}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
      data-render="pin"
    >
      {title && <title>{title}</title>}
      <defs>
        <linearGradient id={`${id}g`} x2="0" y2="1">
          <stop offset="0" stopColor="#f6f7f9" />
          <stop offset="1" stopColor="#dde1e6" />
        </linearGradient>
        <radialGradient id={`${id}s`}>
          <stop offset="0" stopColor="#1c2530" stopOpacity=".42" />
          <stop offset="1" stopColor="#1c2530" stopOpacity="0" />
        </radialGradient>
        {[...used].map((m) => (
          <Gradients key={m} id={`${id}${m}`} metal={metal(metals[m])} />
        ))}
        {[...shapes]
          .filter(([, shape]) => shape.uses > 1)
          .map(([segments, shape]) => (
            <g key={shape.id} id={shape.id} stroke="#0b12194d" strokeWidth=".5">
              {solid(segments)}
            </g>
          ))}
      </defs>
      <rect width={RENDER_CANVAS.width} height={RENDER_CANVAS.height} fill={`url(#${id}g)`} />
      <g transform={layout.scale < 1 ? `scale(${layout.scale.toFixed(3)})` : undefined}>
        {shadows}
        <g stroke="#0b12194d" strokeWidth=".5">
          {layout.pieces.map(piece)}
        </g>
      </g>
    </svg>
  )
}

/** A metal's body shading (across the axis) and end-face shading (from the lit corner). */
function Gradients({ id, metal }: { id: string; metal: Metal }) {
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
 * A hexagonal head seen from three-quarters, a corner up: its three near flats (lit top, the
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
