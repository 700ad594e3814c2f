import { useId } from 'react'
import { PICTURE_CANVAS } from '../../src/picture-files/picture-canvas'
import { n } from '../drawing/drawing-geometry'
import { FloorShadow, StudioFrame } from '../render/StudioFrame'
import type { PictureProps } from './picture-props'
import { DEPTH } from './scene-geometry'
import { FitText, Pin, SCENE_TEXT, SceneDefs } from './scene-kit'
import { BROWSE } from './scene-layouts'

/** The phone's rounded corners, its bezel round the screen, a catalogue row's height. */
const CORNER = 11
const BEZEL = 4
const ROW = 31

/** A rounded rectangle as a path, (x, y) its top-left corner. */
const rounded = (x: number, y: number, w: number, h: number, r: number) =>
  `M${n(x + r)} ${n(y)}h${n(w - 2 * r)}a${r} ${r} 0 0 1 ${r} ${r}v${n(h - 2 * r)}a${r} ${r} 0 0 1 ${-r} ${r}h${n(2 * r - w)}a${r} ${r} 0 0 1 ${-r} ${-r}v${n(2 * r - h)}a${r} ${r} 0 0 1 ${r} ${-r}z`

/**
 * Step 1, looking the part up: a phone standing on the studio floor, its screen on the site's
 * catalogue (the blue header, the chip of the car chosen, door pins that fit it with their keys),
 * and such a door pin lying beside it.
 */
export function BrowseRender({ title }: PictureProps) {
  const id = useId().replace(/[^\w-]/g, '')
  const { phone, rows, pin } = BROWSE
  const top = phone.y - phone.h
  const sx = phone.x + BEZEL
  const sw = phone.w - 2 * BEZEL
  const mid = n(phone.x + phone.w / 2)
  const first = top + 60
  return (
    <StudioFrame
      id={id}
      name="browse"
      {...PICTURE_CANVAS}
      title={title}
      defs={
        <>
          <SceneDefs id={id} />
          <linearGradient id={`${id}e`} x2="1" y2=".2">
            <stop offset="0" stopColor="#59606a" />
            <stop offset=".5" stopColor="#1d2127" />
          </linearGradient>
        </>
      }
    >
      <FloorShadow id={id} cx={phone.x + phone.w / 2 + 4} cy={phone.y} rx={52} ry={6} />
      <FloorShadow id={id} cx={pin.x + 68} cy={pin.y + 14} rx={64} ry={6} />
      <g {...SCENE_TEXT}>
        <path
          d={rounded(
            phone.x + phone.d * DEPTH.x,
            top + phone.d * DEPTH.y,
            phone.w,
            phone.h,
            CORNER,
          )}
          fill="#15181c"
        />
        <path d={rounded(phone.x, top, phone.w, phone.h, CORNER)} fill={`url(#${id}e)`} />
        <path
          d={rounded(sx, top + BEZEL, sw, phone.h - 2 * BEZEL, CORNER - BEZEL)}
          fill="#f4f6f8"
        />
        <path d={`M${n(sx)} ${n(top + 18)}h${n(sw)}v20h${n(-sw)}z`} fill="#0047ba" />
        <FitText x={mid} y={n(top + 32)} size={11} fill="#fff">
          FIJAMEX
        </FitText>
        <path
          d={rounded(sx + 7, top + 43, sw - 14, 12, 6)}
          fill="#eaf1fc"
          stroke="#0047ba"
          strokeWidth=".8"
        />
        <FitText x={mid} y={n(top + 52)} size={8.5} spacing={0} fill="#0047ba">
          Nissan · Tsuru
        </FitText>
        {rows.map((key, i) => {
          const y = first + i * ROW
          return (
            <g key={key}>
              <path d={rounded(sx + 4, y, sw - 8, ROW - 4, 2)} fill="#fff" stroke="#dde1e6" />
              <path d={`M${n(sx + 7)} ${n(y + 3)}h24v21h-24z`} fill="#e6e9ed" />
              <Pin id={id} pin={{ x: sx + 9.5, y: y + 13.5, scale: 0.4, angle: 0 }} />
              <FitText x={n(sx + 46)} y={n(y + 12)} size={9.5} fill="#1c2530">
                {key}
              </FitText>
              <path
                d={`M${n(sx + 36)} ${n(y + 18)}h30`}
                stroke="#aab2bc"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            </g>
          )
        })}
        <path
          d={`M${n(sx)} ${n(top + 90)}L${n(sx + sw)} ${n(top + 40)}v36L${n(sx)} ${n(top + 126)}z`}
          fill="#fff"
          fillOpacity=".18"
        />
        <Pin id={id} pin={pin} />
      </g>
    </StudioFrame>
  )
}
