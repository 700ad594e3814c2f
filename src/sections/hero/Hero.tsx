import { Picture } from '../../picture-files/pictures'
import { SmartLink } from '../common/SmartLink'
import type { SectionProps } from '../types'
import styles from './Hero.module.css'

/** The opening banner of a landing page: the page's h1, a lead, key facts and its actions. */
export function Hero({ section }: SectionProps<'hero'>) {
  return (
    <section className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          {section.eyebrow && <p className={styles.eyebrow}>{section.eyebrow}</p>}
          <h1 className={styles.heading}>{section.heading}</h1>
          {section.lead && <p className={styles.lead}>{section.lead}</p>}
          {section.points.length > 0 && (
            <ul className={styles.points}>
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
          {section.actions.length > 0 && (
            <div className={styles.actions}>
              {section.actions.map((action) => (
                <SmartLink
                  key={action._key}
                  href={action.href}
                  className={`btn btn-${action.style}`}
                >
                  {action.label}
                </SmartLink>
              ))}
            </div>
          )}
        </div>
        {section.drawing && (
          <div className={styles.sheet}>
            <Picture name={section.drawing} titled priority />
          </div>
        )}
      </div>
    </section>
  )
}
