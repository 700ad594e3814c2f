import { useEffect, useId, useRef } from 'react'
import { ContactAlternatives } from './ContactAlternatives'
import { MESSAGES } from './messages'
import styles from './Notice.module.css'

/** What the last submit ended in. */
export type NoticeKind = 'robot' | 'error' | 'success' | 'queued' | 'recheck'
export type Notice = { kind: NoticeKind; detail?: string }
export type NoticeStyle = 'popup' | 'inline'

/** A success and an error are their own tone; every other notice is a warning. */
const tone = (kind: NoticeKind) => (kind === 'success' || kind === 'error' ? kind : 'warning')

/** The check mark (success) or exclamation mark (error, warning) at the start of a notice. */
function NoticeIcon({ kind }: { kind: NoticeKind }) {
  return (
    <svg
      className={styles.icon}
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={kind === 'success' ? 'check' : 'exclamation'}
    >
      <circle cx="12" cy="12" r="10" />
      {kind === 'success' ? <path d="m7.5 12.5 3 3 6-6.5" /> : <path d="M12 7v6m0 3.5v.01" />}
    </svg>
  )
}

/** The popup notice: a native modal dialog with a title, the text and a close button. */
export function NoticeDialog({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  const textId = useId()
  const message = MESSAGES.popup[notice.kind]

  /** Closing through the element fires `close` (then onClose) and returns focus natively. */
  function close() {
    dialog.current?.close()
  }

  useEffect(() => {
    const element = dialog.current
    if (!element || element.open) return
    element.showModal()
    // React does not render `autofocus`, so the dialog would focus its first link: pick Close.
    closeButton.current?.focus()
  }, [])

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal dialog natively; the click only catches the backdrop.
    <dialog
      ref={dialog}
      className={styles.dialog}
      data-tone={tone(notice.kind)}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) close()
      }}
    >
      <div className={styles.dialogBody}>
        <NoticeIcon kind={notice.kind} />
        <h2 id={titleId} className={styles.dialogTitle}>
          {message.title}
        </h2>
        <p id={textId} className={styles.dialogText}>
          {message.text}
        </p>
        {notice.detail && <p className={styles.detail}>{notice.detail}</p>}
        {notice.kind === 'error' && <ContactAlternatives />}
        <div className={styles.dialogActions}>
          <button ref={closeButton} type="button" className="btn btn-primary" onClick={close}>
            {MESSAGES.close}
          </button>
        </div>
      </div>
    </dialog>
  )
}

/** The inline status banner under the form: role=status for success, role=alert otherwise. */
export function NoticeBanner({ notice, successText }: { notice: Notice; successText?: string }) {
  const banner = useRef<HTMLDivElement>(null)
  const text =
    notice.kind === 'success'
      ? (successText ?? MESSAGES.inline.success)
      : MESSAGES.inline[notice.kind]
  useEffect(() => {
    banner.current?.focus({ preventScroll: false })
  }, [])
  return (
    <div
      ref={banner}
      tabIndex={-1}
      className={styles.banner}
      data-tone={tone(notice.kind)}
      role={notice.kind === 'success' || notice.kind === 'queued' ? 'status' : 'alert'}
    >
      <NoticeIcon kind={notice.kind} />
      <div className={styles.bannerBody}>
        <p className={styles.bannerText}>{text}</p>
        {notice.detail && <p className={styles.detail}>{notice.detail}</p>}
        {notice.kind === 'error' && <ContactAlternatives />}
      </div>
    </div>
  )
}
