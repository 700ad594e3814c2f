import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazySection, preloadSection } from './lazy-section'
import { preloadSectionCode } from './preload-section-code'

// A registry of one section whose code arrives, one whose code never does, and one in the main code.
const registry = vi.hoisted(() => ({
  faqImporter: vi.fn(async () => ({ Component: () => null })),
  slowImporter: vi.fn(() => new Promise<{ Component: () => null }>(() => {})),
}))
vi.mock('./registry', async () => {
  const { lazySection } = await import('./lazy-section')
  return {
    sectionRegistry: {
      faqList: lazySection(registry.faqImporter, 'Component'),
      hero: lazySection(registry.slowImporter, 'Component'),
      pageHeader: () => null,
    },
  }
})

const Plain = () => null

describe('preloadSection', () => {
  it('downloads a lazy section once asked, before it renders', async () => {
    const importer = vi.fn(async () => ({ Component: Plain }))
    const Section = lazySection(importer, 'Component')
    expect(importer).not.toHaveBeenCalled()
    await preloadSection(Section)
    expect(importer).toHaveBeenCalledTimes(1)
  })

  it('leaves a failed download to the section boundary instead of failing the route', async () => {
    const Section = lazySection(
      () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
      'Component',
    )
    await expect(preloadSection(Section)).resolves.toBeUndefined()
  })

  it('does nothing for a section that is part of the main code', async () => {
    await expect(preloadSection(Plain)).resolves.toBeUndefined()
  })
})

describe('preloadSectionCode', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('downloads the lazy sections a page shows, and only those', async () => {
    await preloadSectionCode([{ _type: 'faqList' }, { _type: 'pageHeader' }, { _type: 'faqList' }])
    expect(registry.faqImporter).toHaveBeenCalledTimes(1)
    expect(registry.slowImporter).not.toHaveBeenCalled()
  })

  it('waits no longer than its limit for code that does not arrive', async () => {
    vi.useFakeTimers()
    const done = vi.fn()
    void preloadSectionCode([{ _type: 'hero' }], 1_000).then(done)
    await vi.advanceTimersByTimeAsync(999)
    expect(done).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toHaveBeenCalled()
    expect(registry.slowImporter).toHaveBeenCalledTimes(1)
  })
})
