import type { ReactNode } from 'react'
import styles from './Compare.module.css'

/**
 * A fact of a card that differs between the candidates, highlighted; the stronger mark when no
 * other candidate shares it. Anything else is shown as it is.
 */
export function Differ({
  fact,
  children,
}: {
  fact: { unique: boolean } | undefined
  children: ReactNode
}) {
  if (!fact) return children
  return (
    <mark className={styles.differ} data-unique={fact.unique || undefined}>
      {children}
    </mark>
  )
}
