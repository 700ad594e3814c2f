import { Link } from '@tanstack/react-router'
import { formatPhone, mailtoUrl, telUrl, whatsappUrl } from '../site/contact-links'
import { formatHoursRow } from '../site/hours'
import { pageLink } from '../site/pages'
import { useSiteSettings } from '../site/settings-context'
import { Logo } from './Logo'
import { MenuLink } from './MenuLink'
import { mainNavigation } from './navigation'
import styles from './SiteFooter.module.css'
import { SocialLinks } from './SocialLinks'
import { WhatsAppButton } from './WhatsAppButton'

const productLinks = mainNavigation.flatMap((item) =>
  item.kind === 'menu' ? item.items : item.path === '/' ? [] : [item],
)

export function SiteFooter() {
  const settings = useSiteSettings()
  const { address, hours } = settings
  return (
    <footer className={styles.footer} data-print="hide">
      <div className={styles.grid}>
        <div className={styles.brand}>
          <Logo inverted />
          <p>
            {address.street}, {address.neighborhood}, {address.borough}, C.P. {address.postalCode},{' '}
            {address.city}.
          </p>
          <SocialLinks className={styles.social} />
        </div>
        <nav aria-label="Productos" className={styles.column}>
          <h2 className={styles.heading}>Productos</h2>
          <ul className={`${styles.links} ${styles.productLinks}`}>
            {productLinks.map((link) => (
              <li key={link.path}>
                <MenuLink item={link} />
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>Contacto</h2>
          <ul className={styles.links}>
            <li>
              <a href={telUrl(settings.phone)}>Tel. {formatPhone(settings.phone)}</a>
            </li>
            <li>
              <a
                href={whatsappUrl(settings.whatsapp, settings.whatsappGreeting)}
                target="_blank"
                rel="noopener noreferrer"
              >
                WhatsApp {formatPhone(settings.whatsapp)}
              </a>
            </li>
            {settings.salesEmails.map((email) => (
              <li key={email}>
                <a href={mailtoUrl(email)}>{email}</a>
              </li>
            ))}
          </ul>
        </div>
        <div className={styles.column}>
          <h2 className={styles.heading}>Horarios</h2>
          {[hours.header, hours.contact].map((reading) => (
            <div key={reading.label} className={styles.hours}>
              <p className={styles.hoursLabel}>{reading.label}</p>
              {reading.rows.map((row) => (
                <p key={row.days.join()}>{formatHoursRow(row)}</p>
              ))}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.legal}>
        <p>
          © {__BUILD_YEAR__} {settings.businessName}. Todos los derechos reservados.
        </p>
        <ul className={styles.legalLinks}>
          <li>
            <Link {...pageLink('/aviso-de-privacidad')}>Aviso de privacidad</Link>
          </li>
          <li>
            <Link {...pageLink('/contacto-ventas-pernos-birlos')}>Contacto</Link>
          </li>
          <li>
            <Link to="/blog">Blog</Link>
          </li>
        </ul>
      </div>
      {/* Fixed to the screen's corner, but inside a landmark like every link of the page. */}
      <WhatsAppButton />
    </footer>
  )
}
