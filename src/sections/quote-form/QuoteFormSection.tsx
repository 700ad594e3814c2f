import { useId } from 'react'
import { ContactForm } from '../../forms/ContactForm'
import { QuoteForm } from '../../forms/QuoteForm'
import type { SectionProps } from '../types'
import styles from './QuoteFormSection.module.css'

/** A quote request or sales contact form with its heading and intro (Studio: 'Formulario'). */
export function QuoteFormSection({ section }: SectionProps<'quoteForm'>) {
  const headingId = useId()
  const notice = section.notice === 'popup' ? 'popup' : 'inline'
  return (
    <section className={`band ${styles.section}`} data-surface="form" aria-labelledby={headingId}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>{section.form === 'contact' ? 'Ventas' : 'Cotización'}</p>
          <h2 id={headingId} className={styles.heading}>
            {section.heading}
          </h2>
          {section.intro && <p className={styles.text}>{section.intro}</p>}
        </div>
        <div className={styles.card}>
          {section.form === 'contact' ? (
            <ContactForm notice={notice} />
          ) : (
            <QuoteForm notice={notice} />
          )}
        </div>
      </div>
    </section>
  )
}
