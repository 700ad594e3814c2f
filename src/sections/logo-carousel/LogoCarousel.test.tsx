import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderSection, snapshotSection } from '../../../tests/section-fixture'
import { swiperOptions } from '../common/Carousel'
import { LogoCarousel } from './LogoCarousel'
import { BRAND_CAROUSEL } from './timing'

describe('LogoCarousel', () => {
  it('shows the ten car makes as text wordmarks linking home', async () => {
    const { section, settings } = await snapshotSection('/casquillos-automotrices', 'logoCarousel')
    expect(section.brands).toEqual([
      'Chevrolet',
      'Nissan',
      'Volkswagen',
      'Ford',
      'Honda',
      'Toyota',
      'Renault',
      'Subaru',
      'Mazda',
      'Suzuki',
    ])
    await renderSection(<LogoCarousel section={section} />, settings)
    expect(screen.getByRole('link', { name: 'Toyota' })).toHaveAttribute('href', '/')
    expect(document.querySelector('img')).toBeNull()
  })

  it('on the door-pins page, each make opens the catalogue filtered by that make', async () => {
    const { section, settings } = await snapshotSection('/pernos-para-puerta', 'logoCarousel')
    expect(section.brands).toContain('Peugeot')
    await renderSection(<LogoCarousel section={section} />, settings, '/pernos-para-puerta')
    for (const brand of section.brands) {
      const href = screen.getByRole('link', { name: brand }).getAttribute('href') ?? ''
      const url = new URL(href, 'http://localhost')
      expect(url.pathname).toBe('/pernos-para-puerta')
      expect(url.searchParams.get('marca')).toBe(brand)
      expect(url.hash).toBe('#catalogo')
    }
  })

  it('steps every 3 s: 3000 ms, 1000 ms, groups of 2, 2/2/3/4/5/5 per view', () => {
    const options = swiperOptions(BRAND_CAROUSEL, false)
    expect(options.autoplay).toMatchObject({ delay: 3000 })
    expect(options.speed).toBe(1000)
    expect(options.slidesPerGroup).toBe(2)
    expect(
      Object.fromEntries(Object.entries(options.breakpoints).map(([w, b]) => [w, b.slidesPerView])),
    ).toEqual({ 0: 2, 500: 2, 768: 3, 992: 4, 1200: 5, 1400: 5 })
  })
})
