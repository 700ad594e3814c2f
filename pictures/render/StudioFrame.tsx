import type { ReactNode } from 'react'
import { n } from '../drawing/drawing-geometry'

/** The outline every render's pieces share: no line drawing, only a faint dark edge. */
export const EDGE = { stroke: '#0b12194d', strokeWidth: 0.5 } as const

/**
 * The studio every render is taken in (docs/drawings.md, "Renders"): a light grey sweep, lighter
 * at the top, and the soft shadow gradient `${id}s` for `FloorShadow`. `defs` holds the render's
 * own gradients and reused shapes. Decorative unless titled.
 */
export function StudioFrame({
  id,
  name,
  width,
  height,
  title,
  defs,
  children,
}: {
  /** The instance's own prefix for every id inside (several renders share a page) */
  id: string
  /** What is rendered: `data-render` */
  name: string
  width: number
  height: number
  title?: string
  defs?: ReactNode
  children: ReactNode
}) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative unless titled, then it has one
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
      data-render={name}
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
        {defs}
      </defs>
      <rect width={width} height={height} fill={`url(#${id}g)`} />
      {children}
    </svg>
  )
}

/**
 * The shadow under a piece lying on the floor: a wide soft one, and a darker one where it touches.
 * (cx, cy) is the soft shadow's centre, rx, ry its radii; `contactY` the contact shadow's centre.
 */
export function FloorShadow({
  id,
  cx,
  cy,
  rx,
  ry,
  contactY = cy - ry * 0.25,
}: {
  id: string
  cx: number
  cy: number
  rx: number
  ry: number
  contactY?: number
}) {
  return (
    <g fill={`url(#${id}s)`}>
      <ellipse cx={n(cx)} cy={n(cy)} rx={n(rx)} ry={n(ry)} />
      <ellipse cx={n(cx)} cy={n(contactY)} rx={n(rx * 0.9)} ry={n(ry * 0.4)} />
    </g>
  )
}
