import { type PinProduct, pinSpec, pinTitle } from '../../src/catalogue/pin-spec'
import styles from '../drawing/Drawing.module.css'
import { knurl, n } from '../drawing/drawing-geometry'
import { Axis, Callout, HDim, VDim } from '../drawing/drawing-kit'
import { PIN_CANVAS, pinGeometry } from './pin-geometry'

/**
 * A kit's pins are drawn as a stack, each up and to the left of the one before (the right holds
 * the diameter), by a share of the pin's thickness so that a thick pin's copy still shows.
 */
const kitOffset = (thickness: number) => {
  const up = Math.min(Math.max(thickness * 0.6, 10), 24)
  return { x: -up * 0.5, y: up }
}
/** More than three pins would read as a blur: a bigger kit still draws three. */
const MAX_PINS_DRAWN = 3

/**
 * A door pin drawn from the product's own fields (docs/drawings.md): its length and diameter set
 * the proportions and the dimension texts, its name and note the head, bushings, clip and grease
 * nipple, with their names above it. Inline, so the texts use the site's typeface. It stands
 * for the product (its page, its file), with a title.
 */
export function PinDrawing({ product, className }: { product: PinProduct; className?: string }) {
  const spec = pinSpec(product)
  const g = pinGeometry(spec)
  const { axisY: y, thickness: t, head, knurl: k, chamfer: c } = g
  const top = y - t / 2
  const bottom = y + t / 2
  const shank = `M${n(k.x + k.width)} ${n(top)}H${n(g.right - c)}L${n(g.right)} ${n(top + c)}V${n(bottom - c)}L${n(g.right - c)} ${n(bottom)}H${n(k.x + k.width)}z`
  const knurlBox = `M${n(k.x)} ${n(y - k.height / 2)}h${n(k.width)}v${n(k.height)}h${n(-k.width)}z`
  const bh = g.bushingHeight
  const bushings = g.bushings
    .map((b) => {
      const body = b.width - 4
      return b.collarLeft
        ? `M${n(b.x)} ${n(y - bh / 2 - 3)}h4v3h${n(body)}v${n(bh)}h${n(-body)}v3h-4z`
        : `M${n(b.x)} ${n(y - bh / 2)}h${n(body)}v-3h4v${n(bh + 6)}h-4v-3h${n(-body)}z`
    })
    .join('')
  const headEdges =
    spec.head === 'heavy'
      ? `M${n(head.x)} ${n(y - head.height / 4)}h${n(head.width)}M${n(head.x)} ${n(y + head.height / 4)}h${n(head.width)}`
      : ''
  const groove = spec.clip
    ? ''
    : `M${n(g.groove)} ${n(top)}v${n(t)}M${n(g.groove + 3)} ${n(top)}v${n(t)}`
  // The pin itself; a kit's other pins are the same shapes, drawn behind it.
  const pinShapes = (
    <>
      {g.grease && (
        <path
          className={styles.dark}
          d={`M${n(g.left - 6)} ${n(y - 4)}h6v8h-6zM${n(g.left - 6)} ${n(y)}a2.5 2.5 0 1 0 -5 0a2.5 2.5 0 1 0 5 0z`}
        />
      )}
      <rect
        className={styles.dark}
        x={n(head.x)}
        y={n(y - head.height / 2)}
        width={n(head.width)}
        height={n(head.height)}
        rx={spec.head === 'heavy' ? 1.5 : 3}
      />
      <path className={styles.part} d={knurlBox + shank} />
      <path
        className={styles.fine}
        d={knurl(k.x + 2, k.x + k.width - 2, y - k.height / 2, y + k.height / 2)}
      />
      {(headEdges || groove) && <path className={styles.edge} d={headEdges + groove} />}
      {spec.clip && (
        <rect
          className={styles.dark}
          x={n(g.groove)}
          y={n(top - 4)}
          width="5"
          height={n(t + 8)}
          rx="1.5"
        />
      )}
      {bushings && <path className={styles.brass} d={bushings} />}
    </>
  )
  // Farthest first, so that each pin covers the one behind it.
  const behind = Math.min(spec.pins, MAX_PINS_DRAWN) - 1
  const offset = kitOffset(t)
  return (
    <svg
      className={[styles.drawing, className].filter(Boolean).join(' ')}
      viewBox={`0 0 ${PIN_CANVAS.width} ${PIN_CANVAS.height}`}
      role="img"
      focusable="false"
      data-drawing="pin"
      data-pin={`${n(g.right - g.left)}x${n(t)}`}
    >
      <title>{pinTitle(product)}</title>
      <Axis d={`M${n((g.grease?.x ?? g.left) - 8)} ${n(y)}H${n(g.right + 8)}`} />
      {Array.from({ length: behind }, (_, index) => behind - index).map((step) => (
        <g
          key={step}
          className={styles.behind}
          transform={`translate(${n(offset.x * step)} ${n(-offset.y * step)})`}
        >
          {pinShapes}
        </g>
      ))}
      {pinShapes}
      {g.callouts.map((callout) => (
        <Callout
          key={callout.label}
          to={callout.targets}
          x={callout.x}
          y={g.calloutY}
          label={callout.label}
        />
      ))}
      {g.lengthDim && (
        <HDim
          x1={g.left}
          x2={g.right}
          y={g.lengthDim.y}
          from={[y + head.height / 2, bottom - c]}
          label={g.lengthDim.label}
          below
        />
      )}
      {g.diameterDim && (
        <VDim
          x={g.diameterDim.x}
          y1={top}
          y2={bottom}
          from={g.right - c}
          label={g.diameterDim.label}
          outside={t < 18}
        />
      )}
    </svg>
  )
}
