import type { ReactNode, SVGProps } from 'react'
import { n } from '../drawing/drawing-geometry'
import { metal } from '../render/metals'
import { EDGE } from '../render/StudioFrame'
import { MetalGradients, Solid } from '../render/solid'
import {
  type Block,
  blockBand,
  blockFaces,
  nutFaces,
  type PlacedPin,
  SCENE_PIN,
} from './scene-geometry'

/**
 * The pieces the scenes are built from (the company's counter and the three steps of a quote),
 * in the part renders' light and palette: parts boxes, clear bags, a tray of nuts, door pins.
 */

const zinc = metal('zinc')
const cardboard = metal('cardboard')
const blue = metal('bluePlastic')

/** The scenes' letter-spacing, in em (`SCENE_TEXT`). */
const SCENE_SPACING = 0.06
/**
 * About how wide the display face's bold (Barlow Condensed) sets a text, in em: capitals and
 * figures wider than small letters, spaces and marks narrower.
 */
function condensedWidth(text: string) {
  let em = 0
  for (const c of text)
    em += /[A-Z0-9]/.test(c) ? 0.48 : /[a-zà-ÿ]/.test(c) ? 0.4 : /\s/.test(c) ? 0.18 : 0.26
  return em
}

/**
 * A scene's text, fitted to the width it takes in the site's condensed display face: a picture is
 * shown as an image, which cannot load the page's fonts, so whatever face the device falls back
 * to is squeezed (or stretched) to that width and never runs into what stands beside it.
 * `spacing` is its letter-spacing in em (the scenes' own, `SCENE_TEXT`, unless said).
 */
export function FitText({
  size,
  spacing = SCENE_SPACING,
  children,
  ...props
}: Omit<SVGProps<SVGTextElement>, 'children'> & {
  size: number
  spacing?: number
  children: string
}) {
  return (
    <text
      fontSize={size}
      letterSpacing={spacing === SCENE_SPACING ? undefined : `${spacing}em`}
      textLength={n(size * (condensedWidth(children) + children.length * spacing))}
      lengthAdjust="spacingAndGlyphs"
      {...props}
    >
      {children}
    </text>
  )
}

/**
 * Set once round a scene: its wordmarks and keys in the site's display face, bold, centred on
 * their x.
 */
export const SCENE_TEXT = {
  style: { fontFamily: 'var(--font-display, sans-serif)', fontWeight: 700 },
  textAnchor: 'middle',
  letterSpacing: `${SCENE_SPACING}em`,
} as const

/**
 * What every scene reuses, in its `defs`: the door pin (`${id}p`, yellow zinc), the nut lying
 * flat (`${id}n`, zinc) and a box's front shading (`${id}cf`), each written once.
 */
export function SceneDefs({
  id,
  nut = false,
  carton = false,
}: {
  id: string
  nut?: boolean
  carton?: boolean
}) {
  const faces = nutFaces(6.5, 3)
  return (
    <>
      {carton && (
        // A box's front, a little darker towards the floor, away from the light.
        <linearGradient id={`${id}cf`} x2="0" y2="1">
          <stop offset="0" stopColor={cardboard.body[1]?.[1]} />
          <stop offset="1" stopColor={cardboard.body[2]?.[1]} />
        </linearGradient>
      )}
      <MetalGradients id={`${id}pin`} metal={metal('yellowZinc')} />
      <g id={`${id}p`} {...EDGE}>
        <Solid segments={SCENE_PIN} prefix={id} metals={{ pin: metal('yellowZinc') }} />
      </g>
      {nut && (
        <g id={`${id}n`} {...EDGE}>
          {faces.flats.map((d, i) => (
            <path key={d} d={d} fill={zinc.body[i + 2]?.[1]} />
          ))}
          <path d={faces.top} fill={zinc.face[0]} />
          <ellipse rx="3.3" ry="1.8" fill="#3b434c" />
        </g>
      )}
    </>
  )
}

export function Pin({ id, pin }: { id: string; pin: PlacedPin }) {
  return (
    <use
      href={`#${id}p`}
      transform={`translate(${n(pin.x)} ${n(pin.y)}) rotate(${pin.angle}) scale(${pin.scale})`}
    />
  )
}

export function Nut({ id, x, y }: { id: string; x: number; y: number }) {
  return <use href={`#${id}n`} x={n(x)} y={n(y)} />
}

/**
 * A cardboard box: its faces, the brand's blue band with the wordmark round it (`band`), a white
 * label with the part's key (`label`); `children` go on top (tape, a shipping label).
 */
export function Carton({
  id,
  block,
  band = false,
  label,
  children,
}: {
  /** The scene's id: its `SceneDefs` hold the front's shading */
  id: string
  block: Block
  band?: boolean
  label?: string
  children?: ReactNode
}) {
  const faces = blockFaces(block)
  const { x, y, w, h } = block
  const stripe = blockBand(block, h * 0.42, h * 0.74)
  return (
    <g>
      <path d={faces.top} fill={cardboard.face[0]} />
      <path d={faces.front} fill={`url(#${id}cf)`} />
      <path d={faces.side} fill={cardboard.body[3]?.[1]} />
      {band && (
        <>
          <path d={stripe.front} fill="#0047ba" />
          <path d={stripe.side} fill="#00307a" />
          {/* Centred on a band wider than any face sets it: no neighbour to run into. */}
          <text x={n(x + w / 2)} y={n(y - h * 0.49)} fontSize={n(h * 0.27)} fill="#fff">
            FIJAMEX
          </text>
        </>
      )}
      {label && <Tag x={x + 4} y={y - h * 0.36} text={label} />}
      {children}
    </g>
  )
}

/** A white sticker with a part's key, its top-left corner at (x, y). */
export function Tag({ x, y, text }: { x: number; y: number; text: string }) {
  return (
    <>
      <rect x={n(x)} y={n(y)} width="22" height="10" rx="1" fill="#fbfcfd" />
      <FitText x={n(x + 11)} y={n(y + 8)} size={9} fill="#1c2530">
        {text}
      </FitText>
    </>
  )
}

/**
 * A clear zip bag standing on the floor, (x, y) the middle of its bottom edge, leaning by `angle`
 * degrees: what it holds (`children`, in its own coordinates) seen through the film, its blue zip,
 * a sheen where the film catches the light, a sticker with the key.
 */
export function Bag({
  x,
  y,
  w,
  h,
  angle,
  label,
  children,
}: {
  x: number
  y: number
  w: number
  h: number
  angle: number
  label: string
  children: ReactNode
}) {
  const half = w / 2
  return (
    <g transform={`translate(${n(x)} ${n(y)}) rotate(${angle})`}>
      <path
        d={`M${n(-half)} ${n(-h)}h${n(w)}v${n(h - 3)}q0 3-3 3h${n(6 - w)}q-3 0-3-3z`}
        fill="#e9eef373"
        {...EDGE}
      />
      {children}
      <path d={`M${n(1.5 - half)} ${n(6.5 - h)}h${n(w - 3)}`} stroke="#0047ba" strokeWidth="1.3" />
      <path
        d={`M${n(3 - half)} ${n(9 - h)}l6 0l${n(-w * 0.2)} ${n(h - 12)}h-6z`}
        fill="#ffffff80"
      />
      <Tag x={-11} y={11 - h} text={label} />
    </g>
  )
}

/** An open tray in the brand's blue plastic: what it holds (`children`) heaped to its rim. */
export function Tray({ block, children }: { block: Block; children: ReactNode }) {
  const faces = blockFaces(block)
  return (
    <g>
      <path d={faces.top} fill="#0a2a66" />
      {children}
      <path d={faces.front} fill={blue.body[3]?.[1]} />
      <path d={faces.side} fill={blue.body[4]?.[1]} />
      <path
        d={`M${n(block.x)} ${n(block.y - block.h + 0.5)}h${n(block.w)}`}
        stroke={blue.body[2]?.[1]}
      />
    </g>
  )
}
