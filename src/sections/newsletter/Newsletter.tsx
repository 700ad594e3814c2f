import { useId } from 'react'
import { NewsletterForm } from '../../forms/NewsletterForm'
import type { SectionProps } from '../types'
import styles from './Newsletter.module.css'

/** The newsletter sign-up box: a heading, a line of text and the e-mail field. */
export function Newsletter({ section }: SectionProps<'newsletter'>) {
  const headingId = useId()
  return (
    <section
      className={`band ${styles.section}`}
      data-surface="navy"
      data-size="compact"
      aria-labelledby={headingId}
    >
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 id={headingId} className={styles.heading}>
            {section.heading}
          </h2>
          {section.text && <p className={styles.text}>{section.text}</p>}
        </div>
        <NewsletterForm />
      </div>
    </section>
  )
}
