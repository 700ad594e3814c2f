import { useId } from 'react'
import { PICTURE_CANVAS } from '../../src/picture-files/picture-canvas'
import { n } from '../drawing/drawing-geometry'
import { metal } from '../render/metals'
import { EDGE, StudioFrame } from '../render/StudioFrame'
import { MetalGradients, Solid } from '../render/solid'
import type { PictureProps } from './picture-props'
import { type Box, scenePin } from './scene-pin'

/** The pin's size against the catalogue's render, and where its head's face lies */
const PIN_SCALE = 0.55
const PIN = { x: 100, y: 174 }
/** The caliper: its beam, the fixed jaw's block, the slider, the jaws' tips (canvas units) */
const BEAM = { right: 306, top: 36, bottom: 52 }
const BLOCK = { width: 40, top: 28, bottom: 58 }
const SLIDER = { width: 76, top: 28, bottom: 62 }
const JAW = { width: 24, tip: 132, point: 5 }
const UPPER_JAW = { top: 12, width: 13 }
/** The slider's knurled thumb wheel, under its lower edge */
const THUMB = { x: 58, r: 5.5 }
/** The door pin is 7.9 mm thick: the scales' millimetre, from the shank's drawn diameter */
const PIN_MM = 7.9

/** The caliper's pieces and the pin, computed from the measures above. */
export function measurePinLayout() {
  const pin = scenePin()
  const r = pin.shank * PIN_SCALE
  const fixed = PIN.x - r
  const sliding = PIN.x + r
  const mm = (2 * r) / PIN_MM
  const block = { left: fixed - BLOCK.width, right: fixed }
  const slider = { left: sliding, right: sliding + SLIDER.width }
  // The caliper's outline: beam, fixed block with its jaws, slider with its jaws (one path).
  const outline =
    `M${n(block.left)} ${BLOCK.top}H${n(fixed - 2)}V${UPPER_JAW.top}h2V${BLOCK.bottom}` +
    `V${JAW.tip}h${-JAW.point}L${n(fixed - JAW.width)} ${BLOCK.bottom}H${n(block.left)}z` +
    `M${n(fixed)} ${BEAM.top}H${BEAM.right - 3}q3 0 3 3v${BEAM.bottom - BEAM.top - 6}q0 3-3 3H${n(fixed)}z` +
    `M${n(sliding)} ${UPPER_JAW.top}h2l${UPPER_JAW.width} ${SLIDER.top - UPPER_JAW.top}H${n(slider.right)}` +
    `V${SLIDER.bottom}H${n(sliding + JAW.width)}L${n(sliding + JAW.point)} ${JAW.tip}H${n(sliding)}z` +
    `M${n(fixed - UPPER_JAW.width - 2)} ${BLOCK.top}L${n(fixed - 2)} ${UPPER_JAW.top}V${BLOCK.top}z`
  // The beam's millimetre scale, right of the slider: a long line each 10, a middle one each 5.
  let scale = ''
  const first = Math.ceil((slider.right + 3 - fixed) / mm)
  for (let i = first; fixed + i * mm < BEAM.right - 5; i++)
    scale += `M${n(fixed + i * mm)} ${BEAM.bottom}v${i % 10 === 0 ? -7 : i % 5 === 0 ? -5 : -3}`
  // The vernier on the slider: ten lines over nine millimetres, under the beam.
  let vernier = ''
  for (let i = 0; i <= 10; i++)
    vernier += `M${n(sliding + 20 + i * 0.9 * mm)} ${BEAM.bottom + 1}v${i % 5 === 0 ? 5 : 3}`
  const length = (pin.segments.at(-1)?.x1 ?? 0) * PIN_SCALE
  // Soft shadows: the pin's along it, the caliper's under its beam and under its jaws.
  const shadows = [
    {
      cx: PIN.x + 5,
      cy: PIN.y - length / 2 + 4,
      rx: pin.radius * PIN_SCALE + 6,
      ry: length / 2 + 6,
    },
    { cx: 180, cy: 66, rx: 132, ry: 16 },
    { cx: PIN.x + 8, cy: 118, rx: 26, ry: 30 },
  ]
  // Lying along -y (rotated a quarter turn), head near.
  const b = pin.body
  const boxes: Box[] = [
    {
      left: PIN.x + b.top * PIN_SCALE,
      right: PIN.x + b.bottom * PIN_SCALE,
      top: PIN.y - b.right * PIN_SCALE,
      bottom: PIN.y - b.left * PIN_SCALE,
    },
    { left: block.left, right: BEAM.right + 1.2, top: UPPER_JAW.top, bottom: JAW.tip + 2 },
    {
      left: slider.left + THUMB.x - THUMB.r,
      right: slider.left + THUMB.x + THUMB.r,
      top: SLIDER.bottom + 1 - THUMB.r,
      bottom: SLIDER.bottom + 1 + THUMB.r,
    },
    ...shadows.map((e) => ({
      left: e.cx - e.rx,
      right: e.cx + e.rx,
      top: e.cy - e.ry,
      bottom: e.cy + e.ry,
    })),
  ]
  return { pin, r, outline, scale, vernier, slider, shadows, boxes }
}

/**
 * A vernier caliper measuring a door pin's diameter: the pin (the catalogue's render, yellow zinc)
 * lies pointing at the viewer, its head near, and the caliper rests across it, the shank closed
 * between its outside jaws; a millimetre scale on the steel beam, a vernier on the slider, no
 * figures and no brand.
 */
export function MeasurePinRender({ title }: PictureProps) {
  const id = useId().replace(/[^\w-]/g, '')
  const { pin, outline, scale, vernier, slider, shadows } = measurePinLayout()
  const steel = metal('steel')
  const zinc = metal('yellowZinc')
  return (
    <StudioFrame
      id={id}
      name="measurePin"
      {...PICTURE_CANVAS}
      title={title}
      defs={
        <>
          <MetalGradients id={`${id}pin`} metal={zinc} />
          <linearGradient id={`${id}c`} x2=".4" y2="1">
            <stop offset="0" stopColor={steel.face[0]} />
            <stop offset=".5" stopColor={steel.body[3]?.[1]} />
            <stop offset="1" stopColor={steel.face[1]} />
          </linearGradient>
          <path id={`${id}o`} d={outline} />
        </>
      }
    >
      <g fill={`url(#${id}s)`}>
        {shadows.map((e, i) => (
          <ellipse
            key={e.cx + e.cy}
            cx={n(e.cx)}
            cy={n(e.cy)}
            rx={n(e.rx)}
            ry={n(e.ry)}
            opacity={i ? '.55' : undefined}
          />
        ))}
      </g>
      <g transform={`translate(${PIN.x} ${PIN.y}) rotate(-90) scale(${PIN_SCALE})`} {...EDGE}>
        <Solid
          segments={pin.segments}
          prefix={id}
          metals={{ pin: zinc, bushing: zinc, clip: zinc }}
        />
      </g>
      <use href={`#${id}o`} x="1.2" y="2" fill={steel.body[4]?.[1]} />
      <use href={`#${id}o`} fill={`url(#${id}c)`} {...EDGE} />
      <path
        d={`M${n(slider.right)} ${BEAM.top + 0.8}H${BEAM.right - 3}M${n(slider.left + 1)} ${SLIDER.top + 0.8}h${SLIDER.width - 2}`}
        stroke="#ffffffb3"
        strokeWidth=".8"
      />
      <path d={scale + vernier} stroke="#2b3138" strokeWidth=".5" />
      <rect
        x={n(slider.left + 40)}
        y={SLIDER.top - 5}
        width="12"
        height="5"
        rx="1.5"
        fill={steel.body[2]?.[1]}
        {...EDGE}
      />
      <g transform={`translate(${n(slider.left + THUMB.x)} ${SLIDER.bottom + 1})`}>
        <circle r={THUMB.r} fill={`url(#${id}c)`} {...EDGE} />
        <circle r={THUMB.r - 0.8} fill="none" stroke="#5b6168" strokeDasharray=".7 .7" />
      </g>
    </StudioFrame>
  )
}
