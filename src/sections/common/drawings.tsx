import type { ReactNode } from 'react'
import styles from './Drawing.module.css'

/**
 * Original technical drawings of each product family, drawn like a catalogue sheet: part outline,
 * centre line and blue measure lines. Measures are typical examples, not a specification.
 */
export const drawingNames = [
  'pin',
  'stud',
  'heavyStud',
  'nut',
  'brakeKit',
  'caliperBolt',
  'batteryTerminal',
  'washer',
  'clip',
  'bushing',
  'clamp',
  'wedge',
] as const

export type DrawingName = (typeof drawingNames)[number]

export function isDrawingName(value: unknown): value is DrawingName {
  return (drawingNames as readonly unknown[]).includes(value)
}

/** A horizontal measure line with arrowheads and its label above (or below with `below`). */
function HDim(props: { x1: number; x2: number; y: number; label: string; below?: boolean }) {
  const { x1, x2, y, label, below } = props
  return (
    <g>
      <line className={styles.dim} x1={x1} y1={y} x2={x2} y2={y} />
      <path className={styles.arrow} d={`M${x1} ${y}l7 -3.5v7z`} />
      <path className={styles.arrow} d={`M${x2} ${y}l-7 -3.5v7z`} />
      <line className={styles.dim} x1={x1} y1={y - 6} x2={x1} y2={y + 6} />
      <line className={styles.dim} x1={x2} y1={y - 6} x2={x2} y2={y + 6} />
      <text
        className={styles.label}
        x={(x1 + x2) / 2}
        y={below ? y + 17 : y - 7}
        textAnchor="middle"
      >
        {label}
      </text>
    </g>
  )
}

/** A vertical measure line with its label to the right. */
function VDim(props: { x: number; y1: number; y2: number; label: string; left?: boolean }) {
  const { x, y1, y2, label, left } = props
  return (
    <g>
      <line className={styles.dim} x1={x} y1={y1} x2={x} y2={y2} />
      <path className={styles.arrow} d={`M${x} ${y1}l-3.5 7h7z`} />
      <path className={styles.arrow} d={`M${x} ${y2}l-3.5 -7h7z`} />
      <text
        className={styles.label}
        x={left ? x - 8 : x + 8}
        y={(y1 + y2) / 2 + 4}
        textAnchor={left ? 'end' : 'start'}
      >
        {label}
      </text>
    </g>
  )
}

function Threads({
  x1,
  x2,
  y1,
  y2,
  step = 7,
}: {
  x1: number
  x2: number
  y1: number
  y2: number
  step?: number
}) {
  const lines: ReactNode[] = []
  for (let x = x1; x <= x2; x += step) {
    lines.push(<line key={x} className={styles.thread} x1={x} y1={y1} x2={x + 4} y2={y2} />)
  }
  return <g>{lines}</g>
}

const parts: Record<DrawingName, () => ReactNode> = {
  pin: () => (
    <>
      <line className={styles.axis} x1="20" y1="100" x2="300" y2="100" />
      <rect className={styles.dark} x="46" y="70" width="18" height="60" rx="3" />
      <rect className={styles.outline} x="64" y="88" width="190" height="24" />
      <path className={styles.outline} d="M254 88h10l6 6v12l-6 6h-10z" />
      <rect className={styles.brass} x="150" y="84" width="46" height="32" rx="2" />
      <line className={styles.line} x1="150" y1="92" x2="196" y2="92" />
      <HDim x1={46} x2={270} y={160} label="L 58 mm" below />
      <VDim x={290} y1={88} y2={112} label="Ø 8" />
      <text className={styles.note} x="173" y="66" textAnchor="middle">
        Buje de latón
      </text>
    </>
  ),
  stud: () => (
    <>
      <line className={styles.axis} x1="20" y1="100" x2="300" y2="100" />
      <rect className={styles.dark} x="40" y="66" width="16" height="68" rx="2" />
      <rect className={styles.outline} x="56" y="86" width="50" height="28" />
      <line className={styles.line} x1="60" y1="86" x2="60" y2="114" />
      <line className={styles.line} x1="68" y1="86" x2="68" y2="114" />
      <line className={styles.line} x1="76" y1="86" x2="76" y2="114" />
      <rect className={styles.outline} x="106" y="89" width="164" height="22" />
      <path className={styles.outline} d="M270 89h6l4 5v12l-4 5h-6z" />
      <Threads x1={112} x2={266} y1={89} y2={111} />
      <HDim x1={40} x2={280} y={160} label="L 45 mm" below />
      <VDim x={294} y1={89} y2={111} label="M12 × 1.5" />
      <text className={styles.note} x="80" y="60" textAnchor="middle">
        Moleteado
      </text>
    </>
  ),
  heavyStud: () => (
    <>
      <line className={styles.axis} x1="14" y1="100" x2="306" y2="100" />
      <path className={styles.dark} d="M30 56h26v88H30z" />
      <rect className={styles.outline} x="56" y="80" width="60" height="40" />
      <Threads x1={60} x2={110} y1={80} y2={120} step={6} />
      <rect className={styles.outline} x="116" y="84" width="160" height="32" />
      <path className={styles.outline} d="M276 84h6l6 6v20l-6 6h-6z" />
      <Threads x1={184} x2={272} y1={84} y2={116} step={6} />
      <HDim x1={30} x2={288} y={168} label="L 110 mm" below />
      <VDim x={300} y1={84} y2={116} label="7/8″" />
    </>
  ),
  nut: () => (
    <>
      <path className={styles.outline} d="M70 40h60l30 52-30 52H70L40 92z" />
      <circle className={styles.dark} cx="100" cy="92" r="26" />
      <circle className={styles.thread} cx="100" cy="92" r="20" />
      <path className={styles.outline} d="M200 52h70v70l-10 18h-50l-10-18z" />
      <line className={styles.line} x1="223" y1="52" x2="223" y2="122" />
      <line className={styles.line} x1="247" y1="52" x2="247" y2="122" />
      <path className={styles.dark} d="M210 122h50l-8 16h-34z" />
      <HDim x1={40} x2={160} y={172} label="Llave 19 mm" below />
      <VDim x={288} y1={52} y2={140} label="h 23" />
      <text className={styles.note} x="235" y="40" textAnchor="middle">
        Asiento cónico 60°
      </text>
    </>
  ),
  brakeKit: () => (
    <>
      <path
        className={styles.line}
        d="M40 100c10-24 20 24 30 0s20 24 30 0 20 24 30 0 20 24 30 0 20 24 30 0 20 24 30 0"
        strokeWidth="5"
        stroke="var(--steel-700)"
      />
      <circle className={styles.outline} cx="34" cy="100" r="9" />
      <circle className={styles.outline} cx="226" cy="100" r="9" />
      <path className={styles.dark} d="M250 70h40v10h-14v50h-12V80h-14z" />
      <HDim x1={25} x2={235} y={160} label="L 120 mm" below />
      <text className={styles.note} x="130" y="56" textAnchor="middle">
        Resorte de retorno
      </text>
      <text className={styles.note} x="270" y="58" textAnchor="middle">
        Retén
      </text>
    </>
  ),
  caliperBolt: () => (
    <>
      <line className={styles.axis} x1="20" y1="100" x2="300" y2="100" />
      <path className={styles.dark} d="M40 74h30v52H40z" />
      <rect className={styles.outline} x="70" y="82" width="24" height="36" />
      <rect className={styles.outline} x="94" y="88" width="110" height="24" />
      <rect className={styles.outline} x="204" y="90" width="66" height="20" />
      <Threads x1={208} x2={264} y1={90} y2={110} step={6} />
      <rect className={styles.dark} x="130" y="84" width="40" height="32" rx="6" />
      <HDim x1={40} x2={270} y={160} label="L 72 mm" below />
      <VDim x={288} y1={90} y2={110} label="M10 × 1.25" />
      <text className={styles.note} x="150" y="70" textAnchor="middle">
        Guía con funda
      </text>
    </>
  ),
  batteryTerminal: () => (
    <>
      <path className={styles.brass} d="M40 70a30 30 0 1 1 0 60h-4V70z" />
      <circle className={styles.outline} cx="58" cy="100" r="14" />
      <rect className={styles.brass} x="86" y="86" width="90" height="28" />
      <rect className={styles.outline} x="176" y="80" width="40" height="40" rx="3" />
      <rect className={styles.dark} x="216" y="92" width="70" height="16" />
      <HDim x1={36} x2={286} y={160} label="L 95 mm" below />
      <text className={styles.note} x="58" y="60" textAnchor="middle">
        Poste +
      </text>
    </>
  ),
  washer: () => (
    <>
      <circle className={styles.brass} cx="100" cy="100" r="56" />
      <circle className={styles.outline} cx="100" cy="100" r="26" fill="var(--white)" />
      <rect className={styles.brass} x="210" y="44" width="20" height="112" />
      <rect className={styles.outline} x="210" y="74" width="20" height="52" fill="var(--white)" />
      <HDim x1={44} x2={156} y={176} label="Ø ext. 20" below />
      <HDim x1={74} x2={126} y={30} label="Ø int. 14" />
      <VDim x={250} y1={44} y2={156} label="e 1.5" />
    </>
  ),
  clip: () => (
    <>
      <path className={styles.dark} d="M100 44a56 56 0 1 0 44 18l-12 10a40 40 0 1 1-32-12z" />
      <circle className={styles.outline} cx="132" cy="60" r="6" />
      <circle className={styles.outline} cx="110" cy="52" r="6" />
      <path className={styles.dark} d="M220 60h52v14h-18v64h-16V74h-18z" />
      <HDim x1={44} x2={156} y={176} label="Ø 32" below />
      <text className={styles.note} x="246" y="50" textAnchor="middle">
        Tipo E
      </text>
    </>
  ),
  bushing: () => (
    <>
      <line className={styles.axis} x1="20" y1="100" x2="300" y2="100" />
      <rect className={styles.outline} x="60" y="70" width="180" height="60" />
      <rect className={styles.dark} x="60" y="86" width="180" height="28" />
      <Threads x1={66} x2={232} y1={70} y2={86} step={8} />
      <Threads x1={66} x2={232} y1={114} y2={130} step={8} />
      <path className={styles.outline} d="M240 66h10v68h-10z" />
      <HDim x1={60} x2={250} y={160} label="L 24 mm" below />
      <VDim x={270} y1={70} y2={130} label="M14" />
      <text className={styles.note} x="150" y="56" textAnchor="middle">
        Rosca interior y exterior
      </text>
    </>
  ),
  clamp: () => (
    <>
      <circle
        className={styles.outline}
        cx="110"
        cy="100"
        r="56"
        fill="none"
        strokeWidth="10"
        stroke="var(--steel-400)"
      />
      <circle className={styles.line} cx="110" cy="100" r="61" />
      <circle className={styles.line} cx="110" cy="100" r="51" />
      <rect
        className={styles.dark}
        x="150"
        y="30"
        width="34"
        height="30"
        rx="3"
        transform="rotate(35 167 45)"
      />
      <path className={styles.dark} d="M176 20l18 14-6 7-18-14z" />
      <HDim x1={54} x2={166} y={180} label="Ø 40–60 mm" below />
      <text className={styles.note} x="250" y="100" textAnchor="middle">
        Sinfín
      </text>
    </>
  ),
  wedge: () => (
    <>
      <path className={styles.outline} d="M60 130a70 70 0 0 1 140 0z" />
      <line className={styles.line} x1="60" y1="130" x2="200" y2="130" />
      <HDim x1={60} x2={200} y={160} label="L 22 mm" below />
      <VDim x={220} y1={60} y2={130} label="h 9" />
      <text className={styles.note} x="130" y="48" textAnchor="middle">
        Cuña de media luna
      </text>
    </>
  ),
}

/** One product family's drawing; decorative unless `title` is given. */
export function Drawing({
  name,
  title,
  className,
}: {
  name: DrawingName
  title?: string
  className?: string
}) {
  const Part = parts[name]
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative unless a title is given, then it has one
    <svg
      className={[styles.drawing, className].filter(Boolean).join(' ')}
      viewBox="0 0 320 200"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      {title && <title>{title}</title>}
      <Part />
    </svg>
  )
}
