import { useId } from 'react'
import { PICTURE_CANVAS } from '../../src/picture-files/picture-canvas'
import { n } from '../drawing/drawing-geometry'
import { type MetalName, metal } from '../render/metals'
import { EDGE, FloorShadow, StudioFrame } from '../render/StudioFrame'
import { MetalGradients, Solid } from '../render/solid'
import type { PictureProps } from './picture-props'
import { placed, scenePin } from './scene-pin'
import { tintMatrix } from './tint'

/** Top to bottom, as the picture's title names them: zincado, tropicalizado, pavonado. */
const FINISHES: readonly MetalName[] = ['zinc', 'yellowZinc', 'blackOxide']
/** The pins' size against the catalogue's render, the gap between them and each one's step right */
const SCALE = 0.9
const GAP = 7
const STEP = 10

/** Where each pin lies (its head's face and axis), the three centred in the frame. */
export function finishesLayout() {
  const pin = scenePin()
  const pitch = (2 * pin.radius + GAP) * SCALE
  const width = (pin.box.right - pin.box.left) * SCALE + (FINISHES.length - 1) * STEP
  const height = (pin.box.bottom - pin.box.top) * SCALE + (FINISHES.length - 1) * pitch
  const x = (PICTURE_CANVAS.width - width) / 2 - pin.box.left * SCALE
  const y = (PICTURE_CANVAS.height - height) / 2 - pin.box.top * SCALE
  const pins = FINISHES.map((finish, i) => ({ finish, x: x + i * STEP, y: y + i * pitch }))
  return { pin, pins, boxes: pins.map((p) => placed(pin.box, p.x, p.y, SCALE)) }
}

/**
 * The same door pin three times, side by side, in clear zinc, yellow zinc (tropicalizado) and
 * black oxide (pavonado): the catalogue's pin drawn once in zinc, the other two recoloured from it
 * to their palette metals by a colour matrix, so the picture repeats no path.
 */
export function FinishesRender({ title }: PictureProps) {
  const id = useId().replace(/[^\w-]/g, '')
  const { pin, pins } = finishesLayout()
  const { shadow } = pin
  const zinc = metal('zinc')
  return (
    <StudioFrame
      id={id}
      name="finishes"
      {...PICTURE_CANVAS}
      title={title}
      defs={
        <>
          <MetalGradients id={`${id}pin`} metal={zinc} />
          <g id={`${id}p`} {...EDGE}>
            <Solid
              segments={pin.segments}
              prefix={id}
              metals={{ pin: zinc, bushing: zinc, clip: zinc }}
            />
          </g>
          {FINISHES.slice(1).map((finish) => (
            <filter key={finish} id={`${id}${finish}`} colorInterpolationFilters="sRGB">
              <feColorMatrix values={tintMatrix(zinc, metal(finish))} />
            </filter>
          ))}
        </>
      }
    >
      {pins.map(({ finish, x, y }) => (
        <g key={finish} transform={`translate(${n(x)} ${n(y)}) scale(${SCALE})`}>
          <FloorShadow
            id={id}
            cx={shadow.cx}
            cy={shadow.cy}
            rx={shadow.rx}
            ry={shadow.ry}
            contactY={shadow.cy * 0.8}
          />
          <use href={`#${id}p`} filter={finish === 'zinc' ? undefined : `url(#${id}${finish})`} />
        </g>
      ))}
    </StudioFrame>
  )
}
