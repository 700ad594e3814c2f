import { Link, useLocation } from '@tanstack/react-router'
import { CATALOGUE_ANCHOR, CATALOGUE_PATH } from '../../catalogue/paths'
import { Carousel } from '../common/Carousel'
import { SectionHeading } from '../common/Heading'
import type { SectionProps } from '../types'
import styles from './LogoCarousel.module.css'
import { BRAND_CAROUSEL } from './timing'

/**
 * Car makes we supply parts for, as text wordmarks (no third-party logos). On the page that holds
 * the door-bolt catalogue each opens the catalogue filtered by its make; elsewhere each links home.
 * Autoplay 3 s, 1 s slide, groups of 2, 2/2/3/4/5/5 per view at 0/500/768/992/1200/1400 px.
 */
export function LogoCarousel({ section }: SectionProps<'logoCarousel'>) {
  const onCataloguePage = useLocation({ select: (l) => l.pathname === CATALOGUE_PATH })
  return (
    <section className={`band ${styles.section}`} data-surface="white" data-size="compact">
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
            content: onCataloguePage ? (
              <Link
                to={CATALOGUE_PATH}
                search={{ marca: brand }}
                hash={CATALOGUE_ANCHOR}
                className={styles.wordmark}
              >
                {brand}
              </Link>
            ) : (
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
