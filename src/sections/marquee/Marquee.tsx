import { withoutEditMarks } from '../../ui/edit-marks'
import type { SectionProps } from '../types'
import styles from './Marquee.module.css'

/**
 * A band of words that scrolls sideways, in pure CSS. The list is read once by screen readers;
 * the second copy that closes the loop is hidden from them. Under reduced motion it stands still.
 */
export function Marquee({ section }: SectionProps<'marquee'>) {
  const items = section.items
  return (
    <section
      className={styles.band}
      aria-label={withoutEditMarks(section.label ?? 'Lo que hacemos')}
    >
      <div className={styles.track}>
        {[false, true].map((copy) => (
          <ul key={String(copy)} className={styles.list} aria-hidden={copy || undefined}>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ))}
      </div>
    </section>
  )
}
