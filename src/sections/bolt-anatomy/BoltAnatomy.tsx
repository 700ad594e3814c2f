import { useEffect, useId, useRef } from 'react'
import { trapTabKey } from '../../layout/focus-trap'
import { CloseIcon } from '../../ui/icons'
import { localStorageOrNull } from '../../ui/local-storage'
import { observeOnce } from '../../ui/motion'
import type { SectionProps } from '../types'
import styles from './BoltAnatomy.module.css'
import { BoltDiagram } from './BoltDiagram'
import { MODAL_TARGET_VISIBLE_RATIO, mayShowModal, readLastShown, writeLastShown } from './timing'

/**
 * "Anatomía de un perno": a modal that opens once, `delaySeconds` after the counters of the
 * section anchored at `targetAnchor` are at least half visible, and not again within 24 hours.
 * Native <dialog> with showModal() and a Tab trap (focus-trap.ts): Escape closes it and the
 * browser returns focus to where it was; a click on the dimmed area closes it too.
 */
export function BoltAnatomy({ section }: SectionProps<'boltAnatomy'>) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const { targetAnchor, delaySeconds } = section

  useEffect(() => {
    const storage = localStorageOrNull()
    if (!mayShowModal(readLastShown(storage), Date.now())) return
    const anchor = document.getElementById(targetAnchor)
    if (!anchor) return
    const target = anchor.querySelector('[data-counters]') ?? anchor
    let timer: number | undefined
    const stop = observeOnce(
      target,
      () => {
        timer = window.setTimeout(() => {
          const dialog = dialogRef.current
          if (!dialog || dialog.open || !mayShowModal(readLastShown(storage), Date.now())) return
          writeLastShown(storage, Date.now())
          dialog.showModal()
        }, delaySeconds * 1000)
      },
      { threshold: MODAL_TARGET_VISIBLE_RATIO },
    )
    return () => {
      stop()
      window.clearTimeout(timer)
    }
  }, [targetAnchor, delaySeconds])

  const close = () => dialogRef.current?.close()

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClick={(event) => {
        if (event.target === event.currentTarget) close()
      }}
      onKeyDown={(event) => trapTabKey(event, dialogRef.current)}
    >
      {/* The title bar stays put while the body scrolls, so on a phone the close button never
          leaves the screen. */}
      <div className={styles.titleBar}>
        <h2 id={titleId} className={styles.heading}>
          {section.heading}
        </h2>
        <button type="button" className={styles.close} onClick={close}>
          <CloseIcon width={24} height={24} />
          <span className="visually-hidden">Cerrar</span>
        </button>
      </div>
      {/* Focusable so a keyboard can scroll it: it holds no link or button of its own. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className={styles.body} aria-labelledby={titleId} tabIndex={0}>
        {section.text && <p className={styles.text}>{section.text}</p>}
        <div className={styles.figure}>
          <BoltDiagram parts={section.parts.map((part) => part.part)} />
        </div>
        <ol className={styles.parts}>
          {section.parts.map((part) => (
            <li key={part._key}>
              <strong>{part.name}.</strong> {part.text}
            </li>
          ))}
        </ol>
      </section>
    </dialog>
  )
}
