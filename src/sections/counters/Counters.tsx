import { CardGrid } from '../../ui/CardGrid'
import { withoutEditMarks } from '../../ui/edit-marks'
import { Counter } from '../common/Counter'
import type { SectionProps } from '../types'
import styles from './Counters.module.css'

/** A band of figures from `claim` documents; each counts up once when first seen. */
export function Counters({ section }: SectionProps<'counters'>) {
  const dark = section.tone === 'blue'
  return (
    <section
      className={`band ${styles.band}`}
      data-tone={section.tone}
      data-surface={dark ? 'blue' : 'steel'}
      data-size="compact"
      aria-label={withoutEditMarks(section.heading ?? 'Cifras')}
      data-counters=""
    >
      <div className="container">
        {section.heading && <h2 className={styles.heading}>{section.heading}</h2>}
        <CardGrid
          as="div"
          count={section.claims.length}
          limits={{ base: 2, md: 2, lg: 4 }}
          className={styles.grid}
        >
          {section.claims.map((claim) => (
            <Counter key={claim._id} claim={claim} tone={dark ? 'dark' : 'light'} />
          ))}
        </CardGrid>
      </div>
    </section>
  )
}
