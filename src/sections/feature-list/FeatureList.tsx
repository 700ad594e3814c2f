import { Drawing, drawingTitles } from '../common/drawings'
import { SectionHeading } from '../common/Heading'
import type { SectionProps } from '../types'
import styles from './FeatureList.module.css'

/**
 * A titled list: features, finishes, advantages, typical uses, why-us cards, stud types...
 * `layout` picks the look: cards, a check list, chips (short names) or numbered items.
 */
export function FeatureList({ section }: SectionProps<'featureList'>) {
  const ItemList = section.layout === 'numbered' ? 'ol' : 'ul'
  return (
    <section className={styles.section} data-layout={section.layout}>
      <div className={`container ${section.drawing ? styles.withDrawing : ''}`}>
        <div>
          <SectionHeading
            eyebrow={section.eyebrow}
            heading={section.heading}
            intro={section.intro}
          />
          <ItemList className={styles.items}>
            {section.items.map((item) => (
              <li key={item._key} className={styles.item}>
                <h3 className={styles.title}>{item.title}</h3>
                {item.text && <p className={styles.text}>{item.text}</p>}
              </li>
            ))}
          </ItemList>
        </div>
        {section.drawing && (
          <div className={styles.sheet}>
            <Drawing name={section.drawing} title={drawingTitles[section.drawing]} />
          </div>
        )}
      </div>
    </section>
  )
}
