import { useId } from 'react'
import { PICTURE_CANVAS } from '../../src/picture-files/picture-canvas'
import { n } from '../drawing/drawing-geometry'
import { metal } from '../render/metals'
import { EDGE, FloorShadow, StudioFrame } from '../render/StudioFrame'
import { MetalGradients, Solid, TURN } from '../render/solid'
import type { PictureProps } from './picture-props'
import { FitText } from './scene-kit'
import { type Box, placed, scenePin } from './scene-pin'

/** The pin's size against the catalogue's render, and where its head's face and axis lie */
const PIN_SCALE = 0.82
const PIN = { x: 36, y: 64 }
/** The tag: size, where its corner lies, how it turns and leans lying on the floor */
const TAG = { width: 132, height: 52, x: 142, y: 106, turn: -5, lean: -14, flatten: 0.84 }
const HOLE = { x: 13, r: 3.6, ring: 6.4 }
/** What the tag says: an original-equipment number (made up) and the catalogue's key */
export const TAG_LINES = { oe: 'OE 82730-6TX1B', key: 'CLAVE PP-12' }

/** The tag's outline, its hole end's corners cut. */
function tagPath() {
  const { width: w, height: h } = TAG
  const c = 9
  return `M${c} 0H${w}V${h}H${c}L0 ${h - c}V${c}z`
}

/** A point of the tag (its own coordinates) on the canvas: flattened, leant, turned, placed. */
function tagPoint(u: number, v: number) {
  const a = (TAG.turn * Math.PI) / 180
  const y = v * TAG.flatten
  const x = u + Math.tan((TAG.lean * Math.PI) / 180) * y
  return {
    x: TAG.x + x * Math.cos(a) - y * Math.sin(a),
    y: TAG.y + x * Math.sin(a) + y * Math.cos(a),
  }
}

/** The pin and the tag (with its shadow) on the canvas. */
export function oeNumberBoxes(): Box[] {
  const pin = scenePin({ bushing: true })
  const corners = [0, TAG.width + 1.5].flatMap((u) =>
    [0, TAG.height + 2.5].map((v) => tagPoint(u, v)),
  )
  const xs = corners.map((c) => c.x)
  const ys = corners.map((c) => c.y)
  return [
    placed(pin.box, PIN.x, PIN.y, PIN_SCALE),
    {
      left: Math.min(...xs),
      right: Math.max(...xs),
      top: Math.min(...ys),
      bottom: Math.max(...ys),
    },
  ]
}

/**
 * A door pin with its brass bushing (the catalogue's render, yellow zinc) and a paper tag lying
 * on the floor by it, tied to its shank with a string, printed with a made-up original-equipment
 * number and the catalogue's key.
 */
export function OeNumberRender({ title }: PictureProps) {
  const id = useId().replace(/[^\w-]/g, '')
  const pin = scenePin({ bushing: true })
  const paper = metal('paper')
  const zinc = metal('yellowZinc')
  const length = pin.segments.at(-1)?.x1 ?? 0
  const shank = pin.shank * PIN_SCALE
  // The string's loop round the shank, a third of the way from the tip.
  const loop = { x: PIN.x + length * PIN_SCALE * 0.72, y: PIN.y }
  const hole = tagPoint(HOLE.x, TAG.height / 2)
  return (
    <StudioFrame
      id={id}
      name="oeNumber"
      {...PICTURE_CANVAS}
      title={title}
      defs={
        <>
          <MetalGradients id={`${id}pin`} metal={zinc} />
          <MetalGradients id={`${id}bushing`} metal={metal('brass')} />
          <linearGradient id={`${id}t`} x2=".5" y2="1">
            <stop offset="0" stopColor={paper.face[0]} />
            <stop offset="1" stopColor={paper.face[1]} />
          </linearGradient>
        </>
      }
    >
      <g transform={`translate(${PIN.x} ${PIN.y}) scale(${PIN_SCALE})`}>
        <FloorShadow
          id={id}
          cx={length / 2}
          cy={pin.radius * 0.6}
          rx={length / 2 + 6}
          ry={pin.radius * 0.45 + 3}
          contactY={pin.radius * 0.48}
        />
        <g {...EDGE}>
          <Solid
            segments={pin.segments}
            prefix={id}
            metals={{ pin: zinc, bushing: metal('brass'), clip: zinc }}
          />
        </g>
      </g>
      <path
        d={`M${n(hole.x)} ${n(hole.y)}C${n(hole.x - 30)} ${n(hole.y - 16)} ${n(loop.x - 26)} ${n(loop.y + shank + 22)} ${n(loop.x)} ${n(loop.y + shank)}m-3 ${n(-2 * shank)}q${n(2 * shank * TURN + 3)} ${n(shank)} 3 ${n(2 * shank)}l4 2`}
        fill="none"
        stroke="#b9a67c"
        strokeWidth="1.3"
        strokeLinecap="round"
      />
      <g
        transform={`translate(${TAG.x} ${TAG.y}) rotate(${TAG.turn}) skewX(${TAG.lean}) scale(1 ${TAG.flatten})`}
      >
        <path d={tagPath()} transform="translate(1.5 2.5)" fill="#0b121926" />
        <path d={tagPath()} fill={`url(#${id}t)`} {...EDGE} />
        <circle
          cx={HOLE.x}
          cy={TAG.height / 2}
          r={HOLE.ring}
          fill={metal('brass').face[0]}
          opacity=".7"
        />
        <circle cx={HOLE.x} cy={TAG.height / 2} r={HOLE.r} fill="#8f8a7c" />
        <g fill="#1c2530" fontFamily="'Arial Narrow',Arial,sans-serif" fontWeight="700">
          <FitText x="28" y="22" size={13} spacing={0}>
            {TAG_LINES.oe}
          </FitText>
          <path d={`M28 29H${TAG.width - 8}`} stroke="#9c9686" strokeWidth=".6" />
          <FitText x="28" y="44" size={13} spacing={0} fill="#0a2552">
            {TAG_LINES.key}
          </FitText>
        </g>
      </g>
    </StudioFrame>
  )
}
