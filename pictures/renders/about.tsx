import { useId } from 'react'
import { PICTURE_CANVAS } from '../../src/picture-files/picture-canvas'
import { n } from '../drawing/drawing-geometry'
import { FloorShadow, StudioFrame } from '../render/StudioFrame'
import type { PictureProps } from './picture-props'
import { blockBand, blockFaces } from './scene-geometry'
import { Bag, Carton, Nut, Pin, SCENE_TEXT, SceneDefs, Tray } from './scene-kit'
import { ABOUT } from './scene-layouts'

/** Pins in a bag, in its own coordinates: heaped at the bottom, one across. */
const BAGGED = [
  { x: -17, y: -9, scale: 0.7, angle: -8 },
  { x: -16, y: -17, scale: 0.7, angle: 10 },
  { x: -15, y: -27, scale: 0.65, angle: -3 },
]

/** The heap in the tray: rows of nuts at the rim, two on top. */
const NUTS = [
  [242, 133],
  [256, 133],
  [232, 138],
  [246, 138],
  [260, 138],
  [238, 143],
  [252, 143],
  [266, 143],
  [251, 134],
]

/**
 * The company behind the parts: the plant's sales counter, its steel top holding parts boxes in
 * the brand's band, bags of door pins with their keys and a tray of loose nuts, stock ready to go.
 */
export function AboutRender({ title }: PictureProps) {
  const id = useId().replace(/[^\w-]/g, '')
  const { counter, cartons, bags, tray } = ABOUT
  const top = blockFaces(counter)
  const panel = blockBand(counter, 0, counter.h - 6)
  return (
    <StudioFrame
      id={id}
      name="about"
      {...PICTURE_CANVAS}
      title={title}
      defs={
        <>
          <SceneDefs id={id} nut carton />
          <g id={`${id}b`}>
            {BAGGED.map((pin) => (
              <Pin key={pin.y} id={id} pin={pin} />
            ))}
          </g>
          <linearGradient id={`${id}k`} x2=".3" y2="1">
            <stop offset="0" stopColor="#cfd4d9" />
            <stop offset="1" stopColor="#8f969e" />
          </linearGradient>
        </>
      }
    >
      <FloorShadow id={id} cx={160} cy={190} rx={158} ry={8} />
      <g {...SCENE_TEXT}>
        <path d={top.top} fill={`url(#${id}k)`} />
        <path d={top.front} fill="#8d949b" />
        <path d={`M${counter.x} ${counter.y - counter.h}h${counter.w}`} stroke="#eef1f4" />
        <path d={top.side} fill="#5d646c" />
        <path d={panel.front} fill="#0047ba" />
        <path d={panel.side} fill="#00307a" />
        <text
          x={n(counter.x + counter.w / 2)}
          y="184"
          fontSize="22"
          fill="#fff"
          letterSpacing=".12em"
        >
          FIJAMEX
        </text>
        <g fill={`url(#${id}s)`}>
          <ellipse cx="72" cy="151" rx="56" ry="5" />
          <ellipse cx="176" cy="155" rx="46" ry="4" />
          <ellipse cx="254" cy="155" rx="44" ry="5" />
        </g>
        {cartons.map(({ label, ...block }) => (
          <Carton key={block.y} id={id} block={block} band label={label} />
        ))}
        {bags.map((bag) => (
          <Bag key={bag.label} {...bag}>
            <use href={`#${id}b`} />
          </Bag>
        ))}
        <Tray block={tray}>
          {NUTS.map(([x, y]) => (
            <Nut key={`${x} ${y}`} id={id} x={x as number} y={y as number} />
          ))}
        </Tray>
      </g>
    </StudioFrame>
  )
}
