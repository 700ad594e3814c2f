import { Link } from '@tanstack/react-router'
import { Carousel } from '../common/Carousel'
import { SectionHeading } from '../common/Heading'
import type { SectionProps } from '../types'
import styles from './LogoCarousel.module.css'
import { BRAND_CAROUSEL } from './timing'

/**
 * Car makes we supply parts for, as text wordmarks (no third-party logos). Each links home.
 * Autoplay 3 s, 1 s slide, groups of 2, 2/2/3/4/5/5 per view at 0/500/768/992/1200/1400 px.
 */
export function LogoCarousel({ section }: SectionProps<'logoCarousel'>) {
  return (
    <section className={styles.section}>
      <div className="container">
        {section.heading && (
          <SectionHeading heading={section.heading} intro={section.intro} align="center" />
        )}
        <Carousel
          label={section.heading ?? 'Marcas de autos'}
          kind="brand"
          settings={BRAND_CAROUSEL}
          slides={section.brands.map((brand) => ({
            key: brand,
            content: (
              <Link to="/" className={styles.wordmark}>
                {brand}
              </Link>
            ),
          }))}
        />
      </div>
    </section>
  )
}
