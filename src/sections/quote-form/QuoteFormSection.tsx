import { useId } from 'react'
import { ContactForm } from '../../forms/ContactForm'
import { QuoteForm } from '../../forms/QuoteForm'
import { usePageSections } from '../page-sections'
import type { SectionProps } from '../types'
import { quoteFormOwnId } from './form-anchor'
import styles from './QuoteFormSection.module.css'
import { usePartRequest } from './use-part-request'

/**
 * A quote request or sales contact form with its heading and intro (Studio: 'Formulario'). A
 * spec row's 'Cotizar' lands here, and the form's message names that row's part.
 */
export function QuoteFormSection({ section }: SectionProps<'quoteForm'>) {
  const headingId = useId()
  const notice = section.notice === 'popup' ? 'popup' : 'inline'
  const id = quoteFormOwnId(section, usePageSections())
  const request = usePartRequest()
  return (
    <section
      id={id}
      className={`band ${styles.section}`}
      data-surface="form"
      aria-labelledby={headingId}
    >
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
            <ContactForm notice={notice} addToMessage={request} />
          ) : (
            <QuoteForm notice={notice} addToMessage={request} />
          )}
        </div>
      </div>
    </section>
  )
}
