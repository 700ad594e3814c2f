import { Picture } from '../../picture-files/pictures'
import { Carousel } from '../common/Carousel'
import { SectionHeading } from '../common/Heading'
import { SmartLink } from '../common/SmartLink'
import type { SectionProps } from '../types'
import styles from './ProductCarousel.module.css'
import { PRODUCT_CAROUSEL } from './timing'

/** Product families as clickable cards in a carousel: autoplay 4 s, 2 s slide, 1/2/3 per view. */
export function ProductCarousel({ section }: SectionProps<'productCarousel'>) {
  return (
    <section className={`band ${styles.section}`} data-surface="steel">
      <div className="container">
        <SectionHeading eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
        <Carousel
          label={section.heading}
          kind="product"
          settings={PRODUCT_CAROUSEL}
          slides={section.items.map((item) => ({
            key: item._key,
            content: (
              <SmartLink href={item.href} className={styles.card}>
                <span className={styles.figure}>
                  {item.drawing && <Picture name={item.drawing} />}
                </span>
                <span className={styles.title}>{item.title}</span>
                {item.text && <span className={styles.text}>{item.text}</span>}
                <span className={styles.more} aria-hidden="true">
                  Ver productos →
                </span>
              </SmartLink>
            ),
          }))}
        />
      </div>
    </section>
  )
}
