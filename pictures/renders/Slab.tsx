import type { Metal } from '../render/metals'

/**
 * A flat piece's top face under the key light: the metal's shading laid diagonally across it, from
 * its lit far-left corner to its near-right one, so a flat ring shows a broad sheen.
 */
export function FlatGradient({ id, metal }: { id: string; metal: Metal }) {
  return (
    <linearGradient id={id} x2="1" y2="1">
      {metal.body.map(([offset, colour]) => (
        <stop key={offset} offset={offset} stopColor={colour} />
      ))}
    </linearGradient>
  )
}

/**
 * A flat piece of thickness `t` lying on the floor: its outline (the shape `href`, defined once in
 * the render's defs with no fill) dropped by `t` in the metal's shaded tone makes its edge, and the
 * top face lies over it.
 */
export function Slab({
  href,
  t,
  side,
  top,
}: {
  href: string
  t: number
  side: string
  top: string
}) {
  return (
    <>
      <use href={`#${href}`} y={t} fill={side} />
      <use href={`#${href}`} fill={top} />
    </>
  )
}
