import type { CSSProperties, ReactNode } from 'react'
import styles from './CardGrid.module.css'
import { type GridLimits, gridColumnsAt } from './grid-columns'

/**
 * A list of cards laid out without holes at every width (see grid-columns.ts). `limits` is how
 * many cards fit side by side on phones, from 768 px and from 992 px; `count` the cards inside.
 */
export function CardGrid(props: {
  as?: 'ul' | 'ol' | 'div'
  count: number
  limits: GridLimits
  className?: string
  children: ReactNode
}) {
  const Tag = props.as ?? 'ul'
  return (
    <Tag
      className={[styles.grid, props.className].filter(Boolean).join(' ')}
      style={gridColumnsAt(props.count, props.limits) as CSSProperties}
      data-card-grid=""
    >
      {props.children}
    </Tag>
  )
}
