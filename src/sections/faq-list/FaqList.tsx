import { SectionHeading } from '../common/Heading'
import type { SectionProps } from '../types'
import styles from './FaqList.module.css'

/**
 * Questions from `faq` documents as an accordion of native <details>: keyboard, screen readers
 * and find-in-page work without script, and the answers are in the prerendered HTML.
 */
export function FaqList({ section }: SectionProps<'faqList'>) {
  return (
    <section className={`band ${styles.section}`} data-surface="steel">
      <div className={`container ${styles.inner}`}>
        <SectionHeading eyebrow={section.eyebrow} heading={section.heading} intro={section.intro} />
        <div className={styles.list}>
          {section.items.map((faq) => (
            <details key={faq._id} className={styles.item} name={`faq-${section._key}`}>
              <summary className={styles.question}>{faq.question}</summary>
              <p className={styles.answer}>{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}
