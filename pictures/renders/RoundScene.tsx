import { type ReactNode, useId } from 'react'
import { PICTURE_CANVAS } from '../../src/picture-files/picture-canvas'
import type { PictureName } from '../../src/picture-files/picture-names'
import { n } from '../drawing/drawing-geometry'
import { type MetalName, metal } from '../render/metals'
import { EDGE, FloorShadow, StudioFrame } from '../render/StudioFrame'
import { MetalGradients, type Segment, Solid } from '../render/solid'
import type { PictureProps } from './picture-props'
import { type Piece, shadowOf } from './round-geometry'

/** Something of a picture that is not a solid of revolution: drawn by the picture itself. */
export type Drawn = { draw: (id: string) => ReactNode; shadow?: (id: string) => ReactNode }

/**
 * A family picture made of solids of revolution (and a few pieces of its own), in the studio:
 * every shadow first, then the pieces back to front in the order given. A shape the picture
 * shows more than once is written once and reused. `metals` names every material the picture
 * paints (each gets its gradients); `defs` adds the picture's own.
 */
export function RoundScene<M extends string>({
  name,
  title,
  metals,
  items,
  defs,
}: PictureProps & {
  name: PictureName
  metals: Record<M, MetalName>
  items: readonly (Piece<M> | Drawn)[]
  defs?: (id: string) => ReactNode
}) {
  const id = useId().replace(/[^\w-]/g, '')
  const palette = Object.fromEntries(
    Object.entries<MetalName>(metals).map(([m, name]) => [m, metal(name)]),
  ) as Record<M, ReturnType<typeof metal>>
  const pieces = items.filter((i): i is Piece<M> => 'segments' in i)
  const uses = new Map<readonly Segment<M>[], number>()
  for (const p of pieces) uses.set(p.segments, (uses.get(p.segments) ?? 0) + 1)
  const shapes = [...uses].filter(([, count]) => count > 1).map(([segments]) => segments)
  const solid = (segments: readonly Segment<M>[], key: number) => {
    const shape = shapes.indexOf(segments)
    return shape < 0 ? (
      <Solid segments={segments} prefix={id} metals={palette} id={`${id}p${key}`} />
    ) : (
      <use href={`#${id}u${shape}`} />
    )
  }
  return (
    <StudioFrame
      id={id}
      name={name}
      {...PICTURE_CANVAS}
      title={title}
      defs={
        <>
          {(Object.keys(metals) as M[]).map((m) => (
            <MetalGradients key={m} id={`${id}${m}`} metal={palette[m]} />
          ))}
          {shapes.map((segments, i) => (
            <g key={i} id={`${id}u${i}`}>
              <Solid segments={segments} prefix={id} metals={palette} id={`${id}u${i}`} />
            </g>
          ))}
          {defs?.(id)}
        </>
      }
    >
      {items.map((item, key) => {
        if (!('segments' in item)) return <g key={key}>{item.shadow?.(id)}</g>
        const s = shadowOf(item)
        const shadow = <FloorShadow id={id} cx={s.cx} cy={s.cy} rx={s.rx} ry={s.ry} />
        return item.stand ? (
          <g key={key}>{shadow}</g>
        ) : (
          <g key={key} transform={pieceTransform(item)}>
            {shadow}
          </g>
        )
      })}
      <g {...EDGE}>
        {items.map((item, key) =>
          'segments' in item ? (
            <g key={key} transform={pieceTransform(item)}>
              {solid(item.segments, key)}
            </g>
          ) : (
            <g key={key}>{item.draw(id)}</g>
          ),
        )}
      </g>
    </StudioFrame>
  )
}

/** The SVG transform that places a piece's own coordinates on the canvas. */
export function pieceTransform(p: Piece) {
  if (p.stand) return `matrix(0 1 1 0 ${n(p.x)} ${n(p.y)})`
  const turn = p.angle ? ` rotate(${n(p.angle)})` : ''
  return `translate(${n(p.x)} ${n(p.y)})${turn}`
}
