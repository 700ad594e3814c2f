import styles from './Drawing.module.css'
import { n } from './drawing-geometry'

/**
 * The drawing system's marks: dimensions, leaders and texts, the same on every part
 * (docs/drawings.md). Every drawing is laid out on a 320 × 200 canvas; nothing, text included,
 * comes closer than `MARGIN` to its edge.
 */
export const CANVAS = { width: 320, height: 200 }
export const MARGIN = 6

/** Font sizes in canvas units: measures (blue) and part names (steel, upper case). */
export const LABEL_SIZE = 14
export const NOTE_SIZE = 12

type Point = [number, number]

/** Arrowhead 7 long and 4.4 wide, its tip at (x, y), pointing along (dx, dy) (unit vector). */
function arrow(x: number, y: number, dx: number, dy: number): string {
  const back = 7
  const half = 2.2
  return `M${n(x)} ${n(y)}L${n(x - dx * back - dy * half)} ${n(y - dy * back + dx * half)}L${n(x - dx * back + dy * half)} ${n(y - dy * back - dx * half)}z`
}

/** Texts are centred by the drawing styles; only other anchors need the attribute. */
function anchorAttribute(anchor: 'start' | 'middle' | 'end' | undefined) {
  return anchor === 'middle' ? undefined : anchor
}

type TextProps = {
  x: number
  y: number
  anchor?: 'start' | 'middle' | 'end'
  children: string
}

function DrawingText({
  className,
  size,
  ...props
}: TextProps & { className?: string; size: number }) {
  return (
    <text
      className={className}
      x={n(props.x)}
      y={n(props.y)}
      textAnchor={anchorAttribute(props.anchor)}
      fontSize={size}
    >
      {props.children}
    </text>
  )
}

/** A measure text (blue). */
export function Label(props: TextProps) {
  return <DrawingText {...props} className={styles.label} size={LABEL_SIZE} />
}

/** A part name (steel, upper case by style). */
export function Note(props: TextProps) {
  return <DrawingText {...props} className={styles.note} size={NOTE_SIZE} />
}

/**
 * A horizontal dimension between x1 and x2 on the line y. `from` is where the extension lines
 * start (the edges of the part, one y or one per end); they stop 2 short of the part and run 3
 * past the line. The label sits above the line, or below with `below`. With `outside` the
 * arrows point inwards from outside the extension lines, for measures too short to hold them.
 */
export function HDim(props: {
  x1: number
  x2: number
  y: number
  label: string
  from?: number | [number, number]
  below?: boolean
  outside?: boolean
}) {
  const { x1, x2, y, label, from, below, outside } = props
  let lines = outside ? `M${n(x1 - 12)} ${n(y)}H${n(x2 + 12)}` : `M${n(x1)} ${n(y)}H${n(x2)}`
  if (from !== undefined) {
    const [f1, f2] = typeof from === 'number' ? [from, from] : from
    for (const [x, f] of [
      [x1, f1],
      [x2, f2],
    ] as const) {
      const dir = y > f ? 1 : -1
      lines += `M${n(x)} ${n(f + 2 * dir)}V${n(y + 3 * dir)}`
    }
  }
  const arrows = outside
    ? arrow(x1, y, 1, 0) + arrow(x2, y, -1, 0)
    : arrow(x1, y, -1, 0) + arrow(x2, y, 1, 0)
  return (
    <>
      <path className={styles.dim} d={lines} />
      <path className={styles.arrow} d={arrows} />
      <Label x={(x1 + x2) / 2} y={below ? y + 4 + LABEL_SIZE * 0.75 : y - 4}>
        {label}
      </Label>
    </>
  )
}

/**
 * A vertical dimension between y1 and y2 on the line x, its label set horizontally to the right
 * (or to the left with `left`), centred on the line. Extension lines and `outside` as in HDim.
 */
export function VDim(props: {
  x: number
  y1: number
  y2: number
  label: string
  from?: number | [number, number]
  left?: boolean
  outside?: boolean
}) {
  const { x, y1, y2, label, from, left, outside } = props
  let lines = outside ? `M${n(x)} ${n(y1 - 12)}V${n(y2 + 12)}` : `M${n(x)} ${n(y1)}V${n(y2)}`
  if (from !== undefined) {
    const [f1, f2] = typeof from === 'number' ? [from, from] : from
    for (const [y, f] of [
      [y1, f1],
      [y2, f2],
    ] as const) {
      const dir = x > f ? 1 : -1
      lines += `M${n(f + 2 * dir)} ${n(y)}H${n(x + 3 * dir)}`
    }
  }
  const arrows = outside
    ? arrow(x, y1, 0, 1) + arrow(x, y2, 0, -1)
    : arrow(x, y1, 0, -1) + arrow(x, y2, 0, 1)
  return (
    <>
      <path className={styles.dim} d={lines} />
      <path className={styles.arrow} d={arrows} />
      <Label
        x={left ? x - 5 : x + 5}
        y={(y1 + y2) / 2 + LABEL_SIZE * 0.35}
        anchor={left ? 'end' : 'start'}
      >
        {label}
      </Label>
    </>
  )
}

/**
 * A leader: a thin line from the text to a dot on each part it names. The line meets the text
 * under its middle when the text is centred, or beside it when it starts or ends there.
 * `measure` sets the text as a measure (a thread size) instead of a part name.
 */
export function Callout(props: {
  to: Point | Point[]
  x: number
  y: number
  anchor?: 'start' | 'middle' | 'end'
  label: string
  measure?: boolean
}) {
  const { x, y, label, measure } = props
  const anchor = props.anchor ?? 'middle'
  const size = measure ? LABEL_SIZE : NOTE_SIZE
  const targets = (Array.isArray(props.to[0]) ? props.to : [props.to]) as Point[]
  let d = ''
  let dots = ''
  for (const [tx, ty] of targets) {
    const [sx, sy] =
      anchor === 'middle'
        ? [x, ty > y ? y + 3 : y - size - 1]
        : [anchor === 'start' ? x - 3 : x + 3, y - size * 0.35]
    d += `M${n(sx)} ${n(sy)}L${n(tx)} ${n(ty)}`
    dots += `M${n(tx - 1.8)} ${n(ty)}a1.8 1.8 0 1 0 3.6 0a1.8 1.8 0 1 0 -3.6 0z`
  }
  const Text = measure ? Label : Note
  return (
    <>
      <path className={measure ? styles.dim : styles.leader} d={d} />
      <path className={measure ? styles.arrow : styles.dot} d={dots} />
      <Text x={x} y={y} anchor={anchor}>
        {label}
      </Text>
    </>
  )
}

/** A centre line (long dash, dot). */
export function Axis(props: { d: string }) {
  return <path className={styles.axis} d={props.d} />
}
