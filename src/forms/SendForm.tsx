import { useHydrated } from '@tanstack/react-router'
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react'
import {
  clearSendThrottle,
  EmailConfigError,
  type FormKind,
  sendEmail,
  type TemplateParams,
} from './email-sender'
import styles from './Form.module.css'
import { FieldStateContext } from './fields'
import { MESSAGES } from './messages'
import { type Notice, NoticeBanner, NoticeDialog, type NoticeStyle } from './Notice'
import { useRobotCheck } from './robot-check'

/** Name of the honeypot field: people never see it, bots that fill every field do. */
export const HONEYPOT_NAME = 'empresa_sitio_web'

export type SendFormProps<K extends FormKind> = {
  kind: K
  /** The template parameters, from the form's own state. */
  params: TemplateParams[K]
  noticeStyle: NoticeStyle
  submitLabel: string
  /** Called after a successful send (or a silently dropped bot send): reset the form's state. */
  onSent: () => void
  /** The newsletter box goes without the robot check (honeypot and rate limit only). */
  robotCheck?: boolean
  successText?: string
  /** Accessible name of the form. */
  label: string
  className?: string
  children: ReactNode
}

/**
 * The send flow shared by every form: the previous notice is
 * cleared when a submit starts; without a passed robot check a warning shows and nothing is
 * sent; while sending the button reads 'Enviando...' and is disabled; success resets the form
 * and the robot check and shows the success notice; failure keeps every field, logs the error
 * and shows the error notice; then the button is enabled again.
 */
export function SendForm<K extends FormKind>(props: SendFormProps<K>) {
  const { kind, params, noticeStyle, submitLabel, onSent, robotCheck = true } = props
  const idPrefix = useId()
  const robot = useRobotCheck()
  const [sending, setSending] = useState(false)
  // Until React has taken over the prerendered form, a click would submit it natively (a page
  // reload that loses what was typed): the button waits for hydration.
  const hydrated = useHydrated()
  const [notice, setNotice] = useState<Notice | null>(null)
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set())
  const busy = useRef(false)
  const focusedFirstInvalid = useRef(false)

  function succeed(form: HTMLFormElement) {
    const honeypot = form.elements.namedItem(HONEYPOT_NAME) as HTMLInputElement | null
    if (honeypot) honeypot.value = ''
    onSent()
    robot.reset()
    setNotice({ kind: 'success' })
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    const form = event.currentTarget
    setNotice(null)
    setInvalid(new Set())
    if (robotCheck && !robot.token) {
      setNotice({ kind: 'robot' })
      return
    }
    const honeypot = form.elements.namedItem(HONEYPOT_NAME) as HTMLInputElement | null
    if (honeypot?.value) {
      succeed(form)
      return
    }
    busy.current = true
    setSending(true)
    try {
      await sendEmail(kind, params, robotCheck ? robot.token : null)
      succeed(form)
    } catch (error) {
      console.error(`No se pudo enviar el formulario (${kind}):`, error)
      clearSendThrottle(kind)
      setNotice({
        kind: 'error',
        detail: error instanceof EmailConfigError ? error.message : undefined,
      })
    } finally {
      busy.current = false
      setSending(false)
    }
  }

  /** The browser's own required check failed: tie an error to each field, focus the first. */
  function handleInvalid(event: FormEvent<HTMLFormElement>) {
    const field = event.target as HTMLInputElement
    if (!field.name) return
    setNotice(null)
    setInvalid((previous) => new Set(previous).add(field.name))
    if (!focusedFirstInvalid.current) {
      focusedFirstInvalid.current = true
      field.focus()
      setTimeout(() => {
        focusedFirstInvalid.current = false
      })
    }
  }

  function revalidate(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) {
    if (!field.validity.valid) return
    setInvalid((previous) => {
      if (!previous.has(field.name)) return previous
      const next = new Set(previous)
      next.delete(field.name)
      return next
    })
  }

  const showInline = notice && (noticeStyle === 'inline' || kind === 'newsletter')
  return (
    <>
      <form
        className={props.className ?? styles.form}
        aria-label={props.label}
        aria-busy={sending || undefined}
        onSubmit={handleSubmit}
        onInvalidCapture={handleInvalid}
        data-form-kind={kind}
      >
        <FieldStateContext.Provider value={{ idPrefix, invalid, revalidate }}>
          {props.children}
        </FieldStateContext.Provider>
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor={`${idPrefix}-hp`}>No llenes este campo</label>
          <input
            id={`${idPrefix}-hp`}
            name={HONEYPOT_NAME}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        {robotCheck && <div className={styles.robot}>{robot.element}</div>}
        <div className={styles.actions}>
          <button
            type="submit"
            className={`btn btn-primary ${styles.submit}`}
            disabled={sending || !hydrated}
          >
            {sending ? MESSAGES.sending : submitLabel}
          </button>
          {kind !== 'newsletter' && (
            <p className={styles.consent}>
              Al enviar aceptas nuestro{' '}
              <a href="/aviso-de-privacidad" target="_blank" rel="noopener">
                aviso de privacidad
                <span className="visually-hidden"> (se abre en otra pestaña)</span>
              </a>
              .
            </p>
          )}
        </div>
        <div className={styles.status}>
          {showInline && <NoticeBanner notice={notice} successText={props.successText} />}
        </div>
      </form>
      {notice && !showInline && <NoticeDialog notice={notice} onClose={() => setNotice(null)} />}
    </>
  )
}
