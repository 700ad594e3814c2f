import type { ReactNode, Ref } from 'react'
import { Breadcrumb } from './Breadcrumb'
import styles from './TitleBanner.module.css'

/**
 * The blue band that opens a page of its own (a door pin, the quote list): breadcrumb, the h1 and
 * what follows it. On paper it is a plain title under a blue rule, with `printLabel` above it
 * (what the sheet is: "Ficha técnica").
 */
export function TitleBanner({
  current,
  parents,
  heading,
  headingRef,
  printLabel,
  children,
}: {
  /** The page's name in the breadcrumb. */
  current: string
  parents?: readonly { path: string; name: string }[]
  heading: ReactNode
  /** Given when the page moves the focus to its heading (after a send). */
  headingRef?: Ref<HTMLHeadingElement>
  printLabel?: string
  children?: ReactNode
}) {
  return (
    <header className={styles.banner}>
      <div className={styles.inner}>
        <Breadcrumb parents={parents} current={current} />
        {printLabel && (
          <p className={styles.printLabel} data-print="only">
            {printLabel}
          </p>
        )}
        <h1 ref={headingRef} tabIndex={headingRef ? -1 : undefined} className={styles.heading}>
          {heading}
        </h1>
        {children}
      </div>
    </header>
  )
}
