// Deterministic pseudo-random numbers (mulberry32) so the sample catalogue is reproducible.
export function randomSource(seed: number) {
  let state = seed
  const next = () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    const item = items[int(0, items.length - 1)]
    if (item === undefined) throw new Error('pick from an empty list')
    return item
  }
  /** A string of `length` random decimal digits. */
  const digits = (length: number) => Array.from({ length }, () => String(int(0, 9))).join('')
  return { next, int, pick, digits }
}

export type RandomSource = ReturnType<typeof randomSource>
