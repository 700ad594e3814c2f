import { useId } from 'react'
import { pinSpec, pinTitle } from '../../src/catalogue/pin-spec'
import type { Product } from '../../src/catalogue/types'
import { n } from '../drawing/drawing-geometry'
import { type MetalName, metal } from '../render/metals'
import { EDGE, FloorShadow, StudioFrame } from '../render/StudioFrame'
import { bodyFill, MetalGradients, Solid } from '../render/solid'
import { bushingMetal, pinMetal } from './pin-finish'
import {
  type PinMetal,
  RENDER_CANVAS,
  type RenderPiece,
  renderLayout,
  type Segment,
  shadowOf,
} from './pin-render-geometry'

export type RenderProduct = Pick<
  Product,
  'key' | 'name' | 'note' | 'tag' | 'length' | 'diameter' | 'finish' | 'material' | 'piecesPerPack'
>

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
  const metals: Record<PinMetal, MetalName> = {
    pin: pinMetal(product),
    bushing: bushingMetal(product),
    clip: 'blackOxide',
  }
  const palette = {
    pin: metal(metals.pin),
    bushing: metal(metals.bushing),
    clip: metal('blackOxide'),
  }
  const used = new Set<PinMetal>()
  for (const piece of layout.pieces)
    if (piece.kind === 'clip') used.add('clip')
    else for (const s of piece.segments) used.add(s.metal)
  const solid = (segments: Segment[]) => <Solid segments={segments} prefix={id} metals={palette} />
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
          stroke={bodyFill(id, 'clip')}
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
    const s = shadowOf(p)
    return (
      <FloorShadow
        key={key}
        id={id}
        cx={p.x + s.cx}
        cy={p.y + s.cy}
        rx={s.rx}
        ry={s.ry}
        contactY={p.y + s.cy * 0.8}
      />
    )
  })
  const title = titled ? pinTitle(product).replace(/^Dibujo/, 'Vista') : undefined
  return (
    <StudioFrame
      id={id}
      name="pin"
      width={RENDER_CANVAS.width}
      height={RENDER_CANVAS.height}
      title={title}
      defs={
        <>
          {[...used].map((m) => (
            <MetalGradients key={m} id={`${id}${m}`} metal={palette[m]} />
          ))}
          {[...shapes]
            .filter(([, shape]) => shape.uses > 1)
            .map(([segments, shape]) => (
              <g key={shape.id} id={shape.id} {...EDGE}>
                {solid(segments)}
              </g>
            ))}
        </>
      }
    >
      <g transform={layout.scale < 1 ? `scale(${layout.scale.toFixed(3)})` : undefined}>
        {shadows}
        <g {...EDGE}>{layout.pieces.map(piece)}</g>
      </g>
    </StudioFrame>
  )
}
