import { n } from '../drawing/drawing-geometry'
import { type Box, plan } from './plan-geometry'

/** The clamp lies on the floor, seen from above at three-quarters: circles squashed by `K`. */
const K = 0.5

/**
 * The brass clamp: its split ring round the post (centre cx, cy on its top face, outer radius r,
 * the post's hole `hole`, as tall as `h`), the two ears at the split towards the viewer, the
 * tongue out to the left ending in the barrel crimped on the cable, which runs on to the left.
 */
export const TERMINAL = { cx: 230, cy: 84, r: 58, hole: 36, h: 17, gap: 5, ear: 18, reach: 30 }
/** The cable: its radius, the barrel's start and length, and where its stripped end is. */
export const CABLE = { r: 12, barrel: 114, barrelLength: 50, end: 36, stripped: 12 }

export function terminalShape() {
  const { cx, cy, r, hole, h, gap, ear, reach } = TERMINAL
  const outer = (Math.asin(gap / r) * 180) / Math.PI
  const inner = (Math.asin(gap / hole) * 180) / Math.PI
  const top = plan(cx, cy, K)
    .move(180 + outer, r)
    .arc(180 - outer, r, { large: true })
    .line(180 - inner, hole)
    .arc(180 + inner, hole, { large: true, counter: true })
    .close()
    .d()
  const rk = r * K
  const hk = hole * K
  // The outside wall's near half, and the far half of the hole's wall seen through the hole.
  const wall = `M${n(cx - r)} ${cy}A${r} ${rk} 0 0 0 ${n(cx + r)} ${cy}v${h}A${r} ${rk} 0 0 1 ${n(cx - r)} ${cy + h}z`
  const bore = `M${n(cx - hole)} ${cy}A${hole} ${hk} 0 0 1 ${n(cx + hole)} ${cy}v${h}A${hole} ${hk} 0 0 0 ${n(cx - hole)} ${cy + h}z`
  const front = cy + (r + reach) * K
  const earTop = (x: number) => `M${n(x)} ${n(cy + (r - 6) * K)}h${ear}V${n(front)}h${-ear}z`
  const earFace = (x: number) => `M${n(x)} ${n(front)}h${ear}v${h}h${-ear}z`
  const left = cx - gap - ear
  const right = cx + gap
  const tongueX = CABLE.barrel + CABLE.barrelLength - 6
  const tw = CABLE.r * 1.7 * K
  return {
    top,
    wall,
    bore,
    /** The split, dark between the ears */
    slot: `M${cx - gap} ${n(cy + hk)}h${2 * gap}V${n(front + h)}h${-2 * gap}z`,
    earTops: earTop(left) + earTop(right),
    earFaces: earFace(left) + earFace(right),
    tongue: {
      top: `M${tongueX} ${n(cy - tw)}H${n(cx - r + 10)}v${n(2 * tw)}H${tongueX}z`,
      face: `M${tongueX} ${n(cy + tw)}H${n(cx - r + 10)}v4H${tongueX}z`,
    },
    /** The bolt across the ears: its axis, head's left face and the nut's right end */
    bolt: { y: front + h / 2, x0: left - 7, x1: right + ear + 11 },
    /** Where the cable's axis runs: on the floor, as high as its radius */
    cableY: cy + h - CABLE.r,
    shadow: { cx, cy: cy + h, rx: r * 1.15, ry: (r + reach / 2) * K },
  }
}

export function batteryTerminalBoxes(): Box[] {
  const { cx, cy, r, h, reach } = TERMINAL
  return [
    // The ring and its ears, the bolt's hex head hanging below the ears' middle.
    { x0: cx - r, y0: cy - r * K, x1: cx + r, y1: cy + (r + reach) * K + h / 2 + 9 },
    {
      x0: CABLE.end - CABLE.stripped - 2,
      y0: cy + h - 2 * CABLE.r,
      x1: CABLE.barrel + CABLE.barrelLength,
      y1: cy + h,
    },
  ]
}
