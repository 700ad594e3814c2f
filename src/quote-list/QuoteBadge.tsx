import { Link } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { QUOTE_LIST_PATH } from '../site/pages'
import { ClipboardIcon } from '../ui/icons'
import { storedLineCount, subscribeToList } from './list-storage'
import styles from './QuoteList.module.css'

/**
 * The header's link to the quote list, with the number of lines on a badge. The count is read
 * from storage directly (no store code) and follows every tab; the server renders none.
 */
export function QuoteBadge({ className }: { className?: string }) {
  const count = useSyncExternalStore(subscribeToList, storedLineCount, () => 0)
  const label =
    count === 0
      ? 'Mi cotización'
      : `Mi cotización: ${count} ${count === 1 ? 'partida' : 'partidas'}`
  return (
    <Link
      to={QUOTE_LIST_PATH}
      className={[styles.badgeLink, className].filter(Boolean).join(' ')}
      aria-label={label}
      title={label}
    >
      <ClipboardIcon width={22} height={22} />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  )
}
