import { Link } from '@tanstack/react-router'
import { useSiteSettings } from '../site/settings-context'
import styles from './Logo.module.css'

/** Text wordmark with a hex-head mark; the business name comes from site settings. */
export function Logo({ inverted }: { inverted?: boolean }) {
  const { businessName, tagline } = useSiteSettings()
  return (
    <Link to="/" className={inverted ? `${styles.logo} ${styles.inverted}` : styles.logo}>
      <svg className={styles.mark} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <path d="M20 2 36 11v18L20 38 4 29V11z" fill="currentColor" />
        <circle cx="20" cy="20" r="7.5" fill="none" stroke="var(--logo-hole)" strokeWidth="3.5" />
      </svg>
      <span className={styles.text}>
        <span className={styles.name}>{businessName}</span>
        <span className={styles.tagline}>{tagline}</span>
      </span>
    </Link>
  )
}
