import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderSection, snapshotSection } from '../../../tests/section-fixture'
import { swiperOptions } from '../common/Carousel'
import { ProductCarousel } from './ProductCarousel'
import { PRODUCT_CAROUSEL } from './timing'

describe('ProductCarousel', () => {
  it('renders every category as a link in the server markup', async () => {
    const { section, settings } = await snapshotSection('/', 'productCarousel')
    await renderSection(<ProductCarousel section={section} />, settings)
    const link = screen.getByRole('link', { name: /Pernos para puerta/ })
    expect(link).toHaveAttribute('href', '/pernos-para-puerta')
    expect(screen.getAllByRole('listitem')).toHaveLength(section.items.length)
  })

  it('steps every 4 s: autoplay 4 s, 2 s transition, 1/2/3 per view at <768/768/992', () => {
    const options = swiperOptions(PRODUCT_CAROUSEL, false)
    expect(options.autoplay).toMatchObject({ delay: 4000, pauseOnMouseEnter: true })
    expect(options.speed).toBe(2000)
    expect(options.breakpoints).toEqual({
      0: { slidesPerView: 1, slidesPerGroup: 1 },
      768: { slidesPerView: 2, slidesPerGroup: 1 },
      992: { slidesPerView: 3, slidesPerGroup: 1 },
    })
  })

  it('does not autoplay under reduced motion', () => {
    expect(swiperOptions(PRODUCT_CAROUSEL, true).autoplay).toBe(false)
  })
})
