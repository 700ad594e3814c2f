import type { SectionData } from '../types'

type BoltPart = SectionData<'boltAnatomy'>['parts'][number]['part']

/** Where each part's numbered marker sits on the drawing. */
const markers: Record<BoltPart, { x: number; y: number; tx: number; ty: number }> = {
  head: { x: 58, y: 70, tx: 58, ty: 22 },
  shank: { x: 120, y: 100, tx: 120, ty: 160 },
  bushing: { x: 200, y: 82, tx: 200, ty: 22 },
  finish: { x: 262, y: 112, tx: 286, ty: 160 },
}

/**
 * An original drawing of a door hinge pin: steel head and shank, brass bushing, finished surface.
 * Each part listed in the content gets a numbered marker; the numbers match the list beside it.
 */
export function BoltDiagram({ parts }: { parts: BoltPart[] }) {
  return (
    <svg viewBox="0 0 320 190" role="img" aria-labelledby="bolt-diagram-title" focusable="false">
      <title id="bolt-diagram-title">Partes de un perno para puerta</title>
      <line x1="16" y1="100" x2="304" y2="100" stroke="#8d99a4" strokeDasharray="8 3 2 3" />
      <rect
        x="40"
        y="66"
        width="20"
        height="68"
        rx="3"
        fill="#b4bec7"
        stroke="#1d252c"
        strokeWidth="2"
      />
      <rect x="60" y="88" width="200" height="24" fill="#d3d9df" stroke="#1d252c" strokeWidth="2" />
      <path d="M260 88h12l6 6v12l-6 6h-12z" fill="#d3d9df" stroke="#1d252c" strokeWidth="2" />
      <rect
        x="176"
        y="82"
        width="48"
        height="36"
        rx="2"
        fill="#e2c27a"
        stroke="#6b5113"
        strokeWidth="2"
      />
      <path d="M64 92h192" stroke="#fff" strokeWidth="2" opacity="0.8" />
      {parts.map((part, index) => {
        const m = markers[part]
        return (
          <g key={part}>
            <line x1={m.x} y1={m.y} x2={m.tx} y2={m.ty} stroke="#0047ba" strokeWidth="1.5" />
            <circle cx={m.x} cy={m.y} r="3" fill="#0047ba" />
            <circle cx={m.tx} cy={m.ty} r="12" fill="#0047ba" />
            <text
              x={m.tx}
              y={m.ty + 5}
              textAnchor="middle"
              fill="#fff"
              fontSize="14"
              fontWeight="700"
              fontFamily="var(--font-display)"
            >
              {index + 1}
            </text>
          </g>
        )
      })}
    </svg>
  )
}
