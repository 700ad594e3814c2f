import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderSection, snapshotSection } from '../../../tests/section-fixture'
import { HeroSlider } from './HeroSlider'
import { HERO_SLIDER } from './timing'

afterEach(() => {
  vi.useRealTimers()
})

describe('HeroSlider', () => {
  it('holds four slides linking to the product pages, the first one as h1', async () => {
    const { section, settings } = await snapshotSection('/', 'heroSlider')
    expect(section.slides.map((slide) => slide.ctaHref)).toEqual([
      '/pernos-para-puerta',
      '/birlos-automotrices',
      '/tuercas-automotrices-birlos',
      '/#sobre-nosotros',
    ])
    await renderSection(<HeroSlider section={section} />, settings)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      section.slides[0]?.heading ?? '',
    )
  })

  it('fades to the next slide every 10 s and loops, the page keeping its h1', async () => {
    expect(HERO_SLIDER).toMatchObject({ autoplayMs: 10_000 })
    const { section, settings } = await snapshotSection('/', 'heroSlider')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { container } = await renderSection(<HeroSlider section={section} />, settings)
    await act(async () => {})
    const active = () => container.querySelector('[data-active]')?.textContent ?? ''
    expect(active()).toContain(section.slides[0]?.heading)
    for (const index of [1, 2, 3, 0]) {
      await act(async () => {
        vi.advanceTimersByTime(HERO_SLIDER.autoplayMs)
      })
      expect(active()).toContain(section.slides[index]?.heading)
      // Whichever slide shows, the page keeps its h1: hidden slides leave the accessibility tree.
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        section.slides[0]?.heading ?? '',
      )
    }
  })
})
