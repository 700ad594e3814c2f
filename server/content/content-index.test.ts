import { describe, expect, it } from 'vitest'
import { type ContentIndex, createContentIndex } from './content-index.ts'

const index = (...pages: string[]): ContentIndex => ({
  pages: new Set(pages),
  blog: new Set(),
  listed: pages,
})

/** A read the test settles by hand, counted. */
function reads() {
  const pending: { resolve: (index: ContentIndex) => void; reject: (error: Error) => void }[] = []
  return {
    pending,
    read: () =>
      new Promise<ContentIndex>((resolve, reject) => {
        pending.push({ resolve, reject })
      }),
  }
}

describe('the content index', () => {
  it('answers at once, before the first read has settled and after', async () => {
    const sanity = reads()
    const paths = createContentIndex({ read: sanity.read, retryMs: 10_000 })
    expect(paths.known()).toBeUndefined()
    expect(paths.known()).toBeUndefined()
    expect(sanity.pending).toHaveLength(1)
    sanity.pending[0]?.resolve(index('/nueva'))
    await paths.current()
    expect(paths.known()?.pages.has('/nueva')).toBe(true)
    expect(sanity.pending).toHaveLength(1)
  })

  it('after a publish, keeps the last index until the new one is read, and reads again after a read under way', async () => {
    const sanity = reads()
    const paths = createContentIndex({ read: sanity.read, retryMs: 10_000 })
    paths.known()
    const first = paths.refresh()
    // The read under way started before the publish: another follows it.
    sanity.pending[0]?.resolve(index('/vieja'))
    await Promise.resolve()
    expect(paths.known()?.pages.has('/vieja')).toBe(true)
    await expect.poll(() => sanity.pending.length).toBe(2)
    sanity.pending[1]?.resolve(index('/vieja', '/nueva'))
    expect((await first).pages.has('/nueva')).toBe(true)
    expect(paths.known()?.pages.has('/nueva')).toBe(true)
  })

  it('rests after a failed read, unless a publish asks', async () => {
    let time = 0
    const sanity = reads()
    const paths = createContentIndex({ read: sanity.read, retryMs: 10_000, now: () => time })
    paths.known()
    sanity.pending[0]?.reject(new Error('Sanity no responde'))
    await expect(paths.current()).rejects.toThrow()
    time += 5_000
    expect(paths.known()).toBeUndefined()
    await expect(paths.current()).rejects.toThrow()
    expect(sanity.pending).toHaveLength(1)
    time += 5_000
    paths.known()
    expect(sanity.pending).toHaveLength(2)
    sanity.pending[1]?.reject(new Error('Sanity no responde'))
    await expect(paths.current()).rejects.toThrow()
    const published = paths.refresh()
    expect(sanity.pending).toHaveLength(3)
    sanity.pending[2]?.resolve(index('/nueva'))
    expect((await published).pages.has('/nueva')).toBe(true)
  })
})
