import { useId } from 'react'
import { PICTURE_CANVAS } from '../../src/picture-files/picture-canvas'
import { n } from '../drawing/drawing-geometry'
import { metal } from '../render/metals'
import { EDGE, FloorShadow, StudioFrame } from '../render/StudioFrame'
import { MetalGradients, type Segment, Solid } from '../render/solid'
import type { PictureProps } from './picture-props'
import { DEPTH } from './scene-geometry'
import { FitText, SCENE_TEXT } from './scene-kit'
import { PEN, QUOTE } from './scene-layouts'

const palette = { body: metal('bluePlastic'), tip: metal('steel') }

/** A ballpoint pen lying on the floor, its cap end towards the viewer. */
const L = PEN.length
const R = PEN.radius
const PEN_SEGMENTS: Segment<'body' | 'tip'>[] = [
  { x0: 0, x1: 3, r0: R, r1: R, metal: 'body', shape: 'head' },
  { x0: 3, x1: L - 22, r0: R, r1: R, metal: 'body', shape: 'round' },
  { x0: L - 22, x1: L - 8, r0: R * 0.92, r1: R * 0.86, metal: 'tip', shape: 'round' },
  { x0: L - 8, x1: L, r0: R * 0.86, r1: 0.5, metal: 'tip', shape: 'round' },
]

/** The sheet's margins inside the board, the clip's width and height. */
const PAD = 8
const CLIP = { w: 46, h: 16 }

/**
 * Step 2, asking for the quote: a clipboard in the brand's blue standing on the studio floor with
 * a request for the keys and quantities wanted, a green chat bubble beside it (the same request
 * sent by message), and a pen lying in front.
 */
export function QuoteRender({ title }: PictureProps) {
  const id = useId().replace(/[^\w-]/g, '')
  const { board, lines, bubble, pen } = QUOTE
  const top = board.y - board.h
  const sheet = { x: board.x + PAD, y: top + 12, w: board.w - 2 * PAD, h: board.h - 12 - PAD }
  const mid = board.x + board.w / 2
  const dx = board.d * DEPTH.x
  const dy = board.d * DEPTH.y
  return (
    <StudioFrame
      id={id}
      name="quote"
      {...PICTURE_CANVAS}
      title={title}
      defs={
        <>
          <MetalGradients id={`${id}body`} metal={palette.body} />
          <MetalGradients id={`${id}tip`} metal={palette.tip} />
          <linearGradient id={`${id}c`} x2=".4" y2="1">
            <stop offset="0" stopColor="#4fd07f" />
            <stop offset="1" stopColor="#1f9a4f" />
          </linearGradient>
          <path
            id={`${id}m`}
            d={`M${bubble.x + 12} ${bubble.y}h${bubble.w - 24}a12 12 0 0 1 12 12v${bubble.h - 24}a12 12 0 0 1-12 12h${46 - bubble.w}l-14 13l2-13h-10a12 12 0 0 1-12-12v${24 - bubble.h}a12 12 0 0 1 12-12z`}
          />
        </>
      }
    >
      <FloorShadow id={id} cx={mid + 4} cy={board.y} rx={board.w * 0.62} ry={6} />
      <FloorShadow id={id} cx={bubble.x + bubble.w / 2} cy={176} rx={bubble.w * 0.4} ry={5} />
      <g {...SCENE_TEXT}>
        <path
          d={`M${n(board.x)} ${n(top)}l${n(dx)} ${n(dy)}h${board.w}v${board.h}l${n(-dx)} ${n(-dy)}z`}
          fill="#00307a"
        />
        <rect
          x={board.x}
          y={top}
          width={board.w}
          height={board.h}
          rx="6"
          fill={`url(#${id}bodyf)`}
        />
        <rect x={sheet.x} y={sheet.y} width={sheet.w} height={sheet.h} fill="#fbfcfd" {...EDGE} />
        <FitText x={n(mid)} y={n(sheet.y + 26)} size={10.5} spacing={0.02} fill="#0047ba">
          Solicitud de cotización
        </FitText>
        <path d={`M${sheet.x + 8} ${n(sheet.y + 32)}h${sheet.w - 16}`} stroke="#0047ba" />
        {lines.map(([key, quantity], i) => {
          const y = sheet.y + 50 + i * 20
          return (
            <g key={key} fill="#1c2530">
              <FitText x={sheet.x + 10} y={y} size={11} textAnchor="start">
                {key}
              </FitText>
              <FitText x={sheet.x + sheet.w - 10} y={y} size={11} textAnchor="end">
                {quantity}
              </FitText>
              <path
                d={`M${sheet.x + 8} ${y + 6}h${sheet.w - 16}m${16 - sheet.w} 20h${sheet.w - 16}`}
                stroke="#dde1e6"
                fill="none"
              />
            </g>
          )
        })}
        <path
          d={`M${sheet.x + 10} ${n(sheet.y + sheet.h - 30)}h${sheet.w - 40}m${40 - sheet.w} 12h${sheet.w - 50}`}
          stroke="#c4cad1"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <rect
          x={n(mid - CLIP.w / 2)}
          y={top - 4}
          width={CLIP.w}
          height={CLIP.h}
          rx="3"
          fill={`url(#${id}tipb)`}
          {...EDGE}
        />
        <use href={`#${id}m`} x="3" y="-2" fill="#17803f" />
        <use href={`#${id}m`} fill={`url(#${id}c)`} />${bubble.w - 24}a12 12 0 0 1 12 12v$
        {bubble.h - 24}a12 12 0 0 1-12 12h${46 - bubble.w}l-14 13l2-13h-10a12 12 0 0 1-12-12{' '}
        <path
          d={`M${bubble.x + 14} ${bubble.y + 22}h${bubble.w - 28}m${28 - bubble.w} 16h${bubble.w - 44}m${44 - bubble.w} 16h${bubble.w - 62}`}
          stroke="#fff"
          strokeWidth="5"
          strokeLinecap="round"
        />
        <g
          transform={`translate(${pen.x} ${pen.y}) rotate(${pen.angle}) scale(${pen.scale})`}
          {...EDGE}
        >
          <Solid segments={PEN_SEGMENTS} prefix={id} metals={palette} />
        </g>
      </g>
    </StudioFrame>
  )
}
