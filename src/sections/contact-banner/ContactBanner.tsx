import { Link } from '@tanstack/react-router'
import { formatPhone, telUrl, whatsappUrl } from '../../site/contact-links'
import { pageLink } from '../../site/pages'
import { useSiteSettings } from '../../site/settings-context'
import type { SectionProps } from '../types'
import styles from './ContactBanner.module.css'

/** A closing call to action: contact page, WhatsApp and phone from the site settings. */
export function ContactBanner({ section }: SectionProps<'contactBanner'>) {
  const settings = useSiteSettings()
  return (
    <section className={`band ${styles.banner}`} data-surface="blue" data-size="compact">
      <div className={`container ${styles.inner}`}>
        <div>
          <h2 className={styles.heading}>{section.heading}</h2>
          {section.text && <p className={styles.text}>{section.text}</p>}
        </div>
        <div className={styles.actions}>
          <Link {...pageLink('/contacto-ventas-pernos-birlos')} className="btn btn-light">
            {section.buttonLabel ?? 'Escríbenos'}
          </Link>
          <a
            className="btn btn-whatsapp"
            href={whatsappUrl(settings.whatsapp, settings.whatsappGreeting)}
            target="_blank"
            rel="noopener noreferrer"
          >
            WhatsApp
          </a>
          <a className={styles.phone} href={telUrl(settings.phone)}>
            o llámanos al {formatPhone(settings.phone)}
          </a>
        </div>
      </div>
    </section>
  )
}
