import { pinSpec } from '../catalogue/pin-spec'
import type { Product } from '../catalogue/types'
import styles from './PinTemplate.module.css'

/** The calibration bar's length: a buyer checks the printer kept the scale with a ruler. */
export const CALIBRATION_MM = 50

const PAD = 2
const TEXT = 3
const n = (value: number) => Math.round(value * 100) / 100

/**
 * A door pin at true size for paper (the spec sheet prints it; the screen never shows it): the
 * outline of its length, head face to tip, and of its diameter, drawn in millimetres so that
 * 1 mm of the drawing is 1 mm of paper, with a 50 mm bar to check the printer kept the scale.
 * Only the length and diameter are the part's; the head is drawn in proportion. A pin without
 * both measures in mm has no template.
 */
export function PinTemplate({ product }: { product: Product }) {
  const spec = pinSpec(product)
  const { lengthMm: length, diameterMm: diameter } = spec
  if (length === null || diameter === null) return null
  const headHeight = diameter * (spec.head === 'heavy' ? 2 : 1.7)
  const headWidth = Math.min(Math.max(diameter * 0.45, 2.5), 6)
  const chamfer = diameter * 0.15
  const axis = PAD + TEXT + 1 + headHeight / 2
  const top = axis - diameter / 2
  const bottom = axis + diameter / 2
  const left = PAD
  const right = PAD + length
  const dimY = axis + headHeight / 2 + 3
  const barY = dimY + TEXT + 5
  const width = n(Math.max(right, PAD + CALIBRATION_MM + 14) + PAD)
  const height = n(barY + 2 + TEXT + 2 + PAD)
  const shank = `M${n(left + headWidth)} ${n(top)}H${n(right - chamfer)}L${n(right)} ${n(top + chamfer)}V${n(bottom - chamfer)}L${n(right - chamfer)} ${n(bottom)}H${n(left + headWidth)}z`
  const ticks = Array.from({ length: CALIBRATION_MM / 10 + 1 }, (_, index) => index * 10)
  return (
    <section
      className={styles.template}
      data-print="only"
      aria-label={`Plantilla a escala 1:1 de ${product.key}`}
    >
      <h2 className={styles.heading}>Plantilla a escala 1:1</h2>
      <svg
        className={styles.drawing}
        width={`${width}mm`}
        height={`${height}mm`}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        data-template-mm={`${length}x${diameter}`}
      >
        <title>{`${product.key} a tamaño real: largo ${product.length}, diámetro ${product.diameter}`}</title>
        <rect
          className={styles.head}
          x={n(left)}
          y={n(axis - headHeight / 2)}
          width={n(headWidth)}
          height={n(headHeight)}
          rx="0.6"
        />
        <path className={styles.pin} d={shank} />
        <path className={styles.axis} d={`M${n(left - 1)} ${n(axis)}H${n(right + 1)}`} />
        <text className={styles.text} x={n(right)} y={n(PAD + TEXT)} textAnchor="end">
          Ø {product.diameter}
        </text>
        <path
          className={styles.line}
          d={`M${n(left)} ${n(dimY - 1.5)}v3M${n(right)} ${n(dimY - 1.5)}v3M${n(left)} ${n(dimY)}H${n(right)}`}
        />
        <text
          className={styles.text}
          x={n((left + right) / 2)}
          y={n(dimY + TEXT + 0.6)}
          textAnchor="middle"
        >
          Largo {product.length}
        </text>
        <rect
          className={styles.bar}
          data-calibration-bar
          x={PAD}
          y={n(barY)}
          width={CALIBRATION_MM}
          height="2"
        />
        {ticks.map((mm) => (
          <text
            key={mm}
            className={styles.small}
            x={PAD + mm}
            y={n(barY + 2 + TEXT)}
            textAnchor={mm === 0 ? 'start' : mm === CALIBRATION_MM ? 'end' : 'middle'}
          >
            {mm === CALIBRATION_MM ? `${mm} mm` : mm}
          </text>
        ))}
        {ticks.map((mm) => (
          <path key={mm} className={styles.line} d={`M${PAD + mm} ${n(barY - 1)}v1`} />
        ))}
      </svg>
      <p className={styles.howTo}>
        Antes de usarla, mide la barra negra con una regla: debe medir exactamente {CALIBRATION_MM}{' '}
        mm. Si mide otra cosa, vuelve a imprimir al 100 % (sin «Ajustar a la página»). Luego coloca
        el perno usado sobre el dibujo: el largo, de la cara de la cabeza a la punta, y el diámetro
        deben coincidir; la cabeza es ilustrativa.
      </p>
    </section>
  )
}
