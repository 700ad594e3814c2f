import { useHydrated } from '@tanstack/react-router'
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import {
  clearSendThrottle,
  EmailConfigError,
  EmailRateLimitError,
  EmailUnreachableError,
  type FormKind,
  sendEmail,
  type TemplateParams,
} from './email-sender'
import styles from './Form.module.css'
import { FieldStateContext } from './fields'
import { MESSAGES } from './messages'
import { type Notice, NoticeBanner, NoticeDialog, type NoticeStyle } from './Notice'
import { useRobotCheck } from './robot-check'
import { SEND_DELIVERED_EVENT, SEND_REFUSED_EVENT } from './send-queue/key'
import { forgetRefused, keepSend, type PendingSend, pendingSends } from './send-queue/queue'
import { checkField, checkFields, type FieldRule, sentValues } from './validation'

/** Name of the honeypot field: people never see it, bots that fill every field do. */
export const HONEYPOT_NAME = 'empresa_sitio_web'

export type SendFormProps<K extends FormKind> = {
  kind: K
  /** The template parameters, from the form's own state. */
  params: TemplateParams[K]
  /** The check of each field, in the order the fields show (the first invalid one gets focus). */
  rules: Partial<Record<keyof TemplateParams[K] & string, FieldRule>>
  noticeStyle: NoticeStyle
  submitLabel: string
  /**
   * Called after a successful send (or a silently dropped bot send): reset the form's state. A
   * send kept offline and sent later passes the values it sent (the fields may be empty by then:
   * the app was closed and opened again).
   */
  onSent: (sent?: Record<string, string>) => void
  /**
   * The form's own values when they are not `params` (the quote list's buyer details): what
   * `onRestore` is given back.
   */
  fields?: Record<string, string>
  /**
   * Fills the form again with the values of a send kept without signal that the service then
   * refused (its robot check expired while it waited), for the visitor to check and send again.
   */
  onRestore?: (fields: Record<string, string>) => void
  /**
   * A check of the form's own beyond its fields (the quote list's quantities): false stops the
   * send; it shows its own messages and moves the focus.
   */
  beforeSend?: () => boolean
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
  const { kind, params, rules, noticeStyle, submitLabel, onSent, robotCheck = true } = props
  const idPrefix = useId()
  const robot = useRobotCheck()
  const [sending, setSending] = useState(false)
  // Until React has taken over the prerendered form, a click would submit it natively (a page
  // reload that loses what was typed): the button waits for hydration.
  const hydrated = useHydrated()
  const [notice, setNotice] = useState<Notice | null>(null)
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map())
  const busy = useRef(false)
  const formRef = useRef<HTMLFormElement>(null)
  // Called from the delivery's event: the latest render's callbacks.
  const latest = useRef({ onSent, onRestore: props.onRestore, robot })
  latest.current = { onSent, onRestore: props.onRestore, robot }

  function succeed(form: HTMLFormElement | null, sent?: Record<string, string>) {
    const honeypot = form?.elements.namedItem(HONEYPOT_NAME) as HTMLInputElement | null
    if (honeypot) honeypot.value = ''
    latest.current.onSent(sent)
    latest.current.robot.reset()
    setNotice({ kind: 'success' })
  }

  /** A refused send of this form, from this page: its values back in the fields, checked again. */
  function restore(entry: PendingSend) {
    latest.current.onRestore?.(entry.fields ?? entry.params)
    latest.current.robot.reset()
    setNotice({ kind: 'recheck' })
  }

  // A send of this form kept without signal (now, or before the page was closed) says so until
  // it goes; once the connection returns and it went, the form confirms it as any send. One the
  // service refused fills the form again, for the visitor to check and send.
  useEffect(() => {
    const mine = (entry: PendingSend) =>
      entry.kind === kind && (!entry.refused || entry.page === window.location.pathname)
    const waiting = pendingSends().filter(mine)
    const refused = waiting.find((entry) => entry.refused)
    if (refused) restore(refused)
    else if (waiting.length > 0) setNotice({ kind: 'queued' })
    const delivered = (event: Event) => {
      const entry = (event as CustomEvent<PendingSend>).detail
      if (entry.kind !== kind) return
      event.preventDefault()
      succeed(formRef.current, entry.params)
    }
    const refusedNow = (event: Event) => {
      const entry = (event as CustomEvent<PendingSend>).detail
      if (!mine(entry)) return
      event.preventDefault()
      restore(entry)
    }
    window.addEventListener(SEND_DELIVERED_EVENT, delivered)
    window.addEventListener(SEND_REFUSED_EVENT, refusedNow)
    return () => {
      window.removeEventListener(SEND_DELIVERED_EVENT, delivered)
      window.removeEventListener(SEND_REFUSED_EVENT, refusedNow)
    }
  }, [kind])

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy.current) return
    const form = event.currentTarget
    setNotice(null)
    // Our own checks, not the browser's (the form is noValidate): each field gets its own
    // message, and a value of only spaces counts as empty.
    const found = checkFields(rules, params)
    setErrors(found)
    // The form's own check comes first on the page (the list's quantities are above the fields):
    // it takes the focus; the fields' messages show all the same.
    if (props.beforeSend && !props.beforeSend()) return
    const [first] = found.keys()
    if (first) {
      const field = form.elements.namedItem(first)
      if (field instanceof HTMLElement) field.focus()
      return
    }
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
    const values = sentValues(rules, params)
    const token = robotCheck ? robot.token : null
    try {
      await sendEmail(kind, values, token)
      forgetRefused(kind, window.location.pathname)
      succeed(form)
    } catch (error) {
      if (error instanceof EmailUnreachableError && keptForLater(values, token)) return
      console.error(`No se pudo enviar el formulario (${kind}):`, error)
      // A refusal by the rate limit keeps the limit; any other failure lifts it, so the
      // visitor can try again at once.
      if (!(error instanceof EmailRateLimitError)) clearSendThrottle(kind)
      setNotice({
        kind: 'error',
        detail:
          error instanceof EmailConfigError || error instanceof EmailRateLimitError
            ? error.message
            : undefined,
      })
    } finally {
      busy.current = false
      setSending(false)
    }
  }

  /** No signal: the send waits on the device, every field and the quote list as they are. */
  function keptForLater(values: Record<string, string>, token: string | null): boolean {
    try {
      keepSend({
        kind,
        params: values,
        robotToken: token,
        fields: props.fields,
        page: window.location.pathname,
      })
    } catch {
      return false
    }
    clearSendThrottle(kind)
    setNotice({ kind: 'queued' })
    return true
  }

  function revalidate(name: string, value: string) {
    const rule = rules[name as keyof typeof rules]
    const message = rule ? checkField(rule, value) : null
    setErrors((previous) => {
      if (!previous.has(name) || previous.get(name) === message) return previous
      const next = new Map(previous)
      if (message) next.set(name, message)
      else next.delete(name)
      return next
    })
  }

  const showInline = notice && (noticeStyle === 'inline' || kind === 'newsletter')
  return (
    <>
      <form
        ref={formRef}
        className={props.className ?? styles.form}
        aria-label={props.label}
        aria-busy={sending || undefined}
        onSubmit={handleSubmit}
        noValidate
        data-form-kind={kind}
      >
        <FieldStateContext.Provider value={{ idPrefix, errors, revalidate }}>
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
