import { useId } from 'react'
import { PICTURE_CANVAS } from '../../src/picture-files/picture-canvas'
import { n } from '../drawing/drawing-geometry'
import { EDGE, FloorShadow, StudioFrame } from '../render/StudioFrame'
import type { PictureProps } from './picture-props'
import { DEPTH } from './scene-geometry'
import { Bag, Carton, FitText, Pin, SCENE_TEXT, SceneDefs } from './scene-kit'
import { DELIVER } from './scene-layouts'

/** Pins in a bag, in its own coordinates: heaped at the bottom. */
const BAGGED = [
  { x: -17, y: -8, scale: 0.72, angle: -6 },
  { x: -17, y: -15, scale: 0.72, angle: 7 },
  { x: -16, y: -23, scale: 0.7, angle: -2 },
  { x: -15, y: -31, scale: 0.68, angle: 14 },
  { x: -14, y: -38, scale: 0.66, angle: -9 },
]

/** The tape's width; the shipping label's size and its distance from the box's right edge. */
const TAPE = 16
const LABEL = { w: 54, h: 44, right: 10 }

/** A barcode's bars, as steps to the right (bar widths vary by where they fall). */
const BARS = [2, 1.5, 3, 1.5, 2, 1.5, 1.5, 3, 2, 1.5, 2.5, 1.5, 2, 3, 1.5, 2]

/**
 * Step 3, the order ready: a closed shipping box, taped, with its shipping label, and beside it
 * the bags of parts with their keys, to go by parcel or to be picked up at the counter.
 */
export function DeliverRender({ title }: PictureProps) {
  const id = useId().replace(/[^\w-]/g, '')
  const { box, bags } = DELIVER
  const top = box.y - box.h
  const tx = box.x + (box.w - TAPE) / 2
  const lx = box.x + box.w - LABEL.w - LABEL.right
  const ly = top + 30
  let bars = ''
  for (const step of BARS) bars += `m${step} -12v12`
  return (
    <StudioFrame
      id={id}
      name="deliver"
      {...PICTURE_CANVAS}
      title={title}
      defs={
        <>
          <SceneDefs id={id} carton />
          <g id={`${id}b`}>
            {BAGGED.map((pin) => (
              <Pin key={pin.y} id={id} pin={pin} />
            ))}
          </g>
        </>
      }
    >
      <FloorShadow id={id} cx={box.x + box.w / 2 + 12} cy={box.y - 4} rx={box.w * 0.62} ry={8} />
      <FloorShadow id={id} cx={240} cy={183} rx={62} ry={5} />
      <g {...SCENE_TEXT}>
        <Carton id={id} block={box}>
          <path
            d={`M${n(tx)} ${top}l${n(box.d * DEPTH.x)} ${n(box.d * DEPTH.y)}h${TAPE}l${n(-box.d * DEPTH.x)} ${n(-box.d * DEPTH.y)}v30h${-TAPE}z`}
            fill="#a87c45"
            fillOpacity=".55"
          />
          <path d={`M${n(tx + 3)} ${top}v30`} stroke="#fff" strokeOpacity=".35" strokeWidth="2" />
          <rect x={n(lx)} y={n(ly)} width={LABEL.w} height={LABEL.h} fill="#fbfcfd" {...EDGE} />
          <path d={`M${n(lx)} ${n(ly)}h${LABEL.w}v11h${-LABEL.w}z`} fill="#0047ba" />
          <FitText x={n(lx + LABEL.w / 2)} y={n(ly + 8.5)} size={9} fill="#fff">
            FIJAMEX
          </FitText>
          <path
            d={`M${n(lx + 5)} ${n(ly + 17)}h30m-30 6h40m-40 6h24`}
            stroke="#9aa3ad"
            strokeWidth="2.2"
          />
          <path d={`M${n(lx + 5)} ${n(ly + 41)}${bars}`} stroke="#1c2530" strokeWidth="1.1" />
        </Carton>
        {bags.map((bag) => (
          <Bag key={bag.label} {...bag}>
            <use href={`#${id}b`} />
          </Bag>
        ))}
      </g>
    </StudioFrame>
  )
}
