import type { Metal } from '../render/metals'

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
const luma = ([r, g, b]: number[]) =>
  0.2126 * (r as number) + 0.7152 * (g as number) + 0.0722 * (b as number)

/**
 * An `feColorMatrix` that turns a part painted in one metal into another metal of the palette:
 * each colour channel of `to` fitted (least squares) as a line of the brightness of `from`, over
 * the two metals' matching shades (body stops and face corners). Lets one shape drawn once
 * (`<use>`) show several finishes without repeating its paths.
 */
export function tintMatrix(from: Metal, to: Metal): string {
  const shades = (m: Metal) => [...m.body.map(([, colour]) => colour), ...m.face]
  const x = shades(from).map((colour) => luma(rgb(colour)))
  const ys = shades(to).map(rgb)
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length
  const mx = mean(x)
  const sxx = x.reduce((sum, v) => sum + (v - mx) ** 2, 0)
  const rows = [0, 1, 2].map((c) => {
    const y = ys.map((colour) => colour[c] as number)
    const my = mean(y)
    const k = x.reduce((sum, v, i) => sum + (v - mx) * ((y[i] as number) - my), 0) / sxx
    const f = (v: number) => String(Math.round(v * 100) / 100)
    return `${f(k * 0.2126)} ${f(k * 0.7152)} ${f(k * 0.0722)} 0 ${f(my - k * mx)}`
  })
  return `${rows.join(' ')} 0 0 0 1 0`
}
