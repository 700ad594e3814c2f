import type { ReactNode } from 'react'
import styles from './Compare.module.css'

/**
 * A fact of a card that no other candidate shares, highlighted: what sets this part apart. A
 * fact shared with some of them, or with none differing, is shown as it is (the comparison shows
 * every difference; a card marking them all marked nearly everything).
 */
export function Differ({
  fact,
  children,
}: {
  fact: { unique: boolean } | undefined
  children: ReactNode
}) {
  if (!fact?.unique) return children
  return <mark className={styles.differ}>{children}</mark>
}
