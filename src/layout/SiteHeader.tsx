import { QuoteBadge } from '../quote-list/QuoteBadge'
import { formatPhone, whatsappUrl } from '../site/contact-links'
import { useSiteSettings } from '../site/settings-context'
import { ChatIcon } from '../ui/icons'
import { DesktopNav } from './DesktopNav'
import { HeaderSearch } from './HeaderSearch'
import { Logo } from './Logo'
import { MenuLink } from './MenuLink'
import { MobileMenu } from './MobileMenu'
import { contactCta } from './navigation'
import styles from './SiteHeader.module.css'
import { TopBar } from './TopBar'
import { useScrolledPast } from './use-scroll'

const STICKY_HEADER_AFTER_PX = 150

/** Contact strip plus the main bar, which sticks to the top once the page scrolls past 150 px. */
export function SiteHeader() {
  const settings = useSiteSettings()
  const sticky = useScrolledPast(STICKY_HEADER_AFTER_PX)
  return (
    <header className={styles.header} data-print="hide">
      <TopBar />
      {/* The spacer keeps the page from jumping when the bar leaves the flow. */}
      <div className={styles.spacer}>
        <div className={styles.bar} data-sticky={sticky}>
          <div className={styles.inner}>
            <Logo />
            <DesktopNav />
            <div className={styles.actions}>
              <HeaderSearch />
              <QuoteBadge className={styles.quoteList} />
              <a
                className={styles.whatsapp}
                aria-label={`WhatsApp ${formatPhone(settings.whatsapp)}`}
                href={whatsappUrl(settings.whatsapp, settings.whatsappGreeting)}
                target="_blank"
                rel="noopener noreferrer"
              >
                <ChatIcon width={22} height={22} />
                <span className={styles.whatsappText}>
                  <span className={styles.whatsappLabel}>WhatsApp</span>
                  {formatPhone(settings.whatsapp)}
                </span>
              </a>
              <MenuLink item={contactCta} className={`btn btn-primary ${styles.cta}`} />
              <MobileMenu />
            </div>
          </div>
        </div>
      </div>
    </header>
  )
}
