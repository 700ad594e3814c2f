import { Picture } from '../../picture-files/pictures'
import { CardGrid } from '../../ui/CardGrid'
import type { GridLimits } from '../../ui/grid-columns'
import { SectionHeading } from '../common/Heading'
import type { SectionProps } from '../types'
import styles from './FeatureList.module.css'

/** How many items fit side by side per layout (phones, from 768 px, from 992 px). */
const limits: Record<string, GridLimits> = {
  cards: { base: 1, md: 2, lg: 3 },
  numbered: { base: 1, md: 2, lg: 4 },
  checks: { base: 1, md: 2, lg: 3 },
}

/**
 * A titled list: features, finishes, advantages, typical uses, why-us cards, stud types...
 * `layout` picks the look: cards, a check list, chips (short names) or numbered items.
 */
export function FeatureList({ section }: SectionProps<'featureList'>) {
  const ItemList = section.layout === 'numbered' ? 'ol' : 'ul'
  const itemLimits = limits[section.layout]
  const list = section.items.map((item) => (
    <li key={item._key} className={styles.item}>
      <h3 className={styles.title}>{item.title}</h3>
      {item.text && <p className={styles.text}>{item.text}</p>}
    </li>
  ))
  return (
    <section
      className={`band ${styles.section}`}
      data-layout={section.layout}
      data-surface={section.layout === 'checks' ? 'steel' : 'white'}
    >
      <div className={`container ${section.drawing ? styles.withDrawing : ''}`}>
        <div>
          <SectionHeading
            eyebrow={section.eyebrow}
            heading={section.heading}
            intro={section.intro}
          />
          {itemLimits ? (
            <CardGrid
              as={ItemList}
              count={section.items.length}
              limits={
                section.drawing ? { ...itemLimits, lg: Math.min(itemLimits.lg, 2) } : itemLimits
              }
              className={styles.items}
            >
              {list}
            </CardGrid>
          ) : (
            <ItemList className={styles.items}>{list}</ItemList>
          )}
        </div>
        {section.drawing && (
          <div className={styles.sheet}>
            <Picture name={section.drawing} titled />
          </div>
        )}
      </div>
    </section>
  )
}
