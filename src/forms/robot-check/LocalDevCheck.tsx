import { useEffect, useId, useRef, useState } from 'react'
import { LOCAL_DEV_TOKEN } from './local-token'
import styles from './RobotCheck.module.css'
import type { RobotWidgetProps } from './types'

/** Like Google's token, the local one lapses after two minutes. */
export const LOCAL_DEV_EXPIRY_MS = 120_000

/** The local check is a development aid: it shows only on this machine's own addresses. */
export function isLocalHostname(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]'
}

/**
 * Stands in for reCAPTCHA when no site key is configured (local runs, tests): a plain checkbox
 * that yields a fixed token and expires like the real one. It is labelled as a development aid.
 */
export function LocalDevCheck({ onToken, resetRef }: RobotWidgetProps) {
  const id = useId()
  const [checked, setChecked] = useState(false)
  const [expired, setExpired] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => {
    resetRef.current = () => {
      clearTimeout(timer.current)
      setChecked(false)
      setExpired(false)
    }
    return () => {
      clearTimeout(timer.current)
      resetRef.current = null
    }
  }, [resetRef])

  function change(next: boolean) {
    clearTimeout(timer.current)
    setChecked(next)
    setExpired(false)
    onToken(next ? LOCAL_DEV_TOKEN : null)
    if (next) {
      timer.current = setTimeout(() => {
        setChecked(false)
        setExpired(true)
        onToken(null)
      }, LOCAL_DEV_EXPIRY_MS)
    }
  }

  if (!isLocalHostname(window.location.hostname)) {
    return (
      <p className={styles.localNote} role="alert">
        La verificación anti-robots no está configurada en este sitio, así que el formulario no
        puede enviarse. Escríbenos por WhatsApp o llámanos.
      </p>
    )
  }
  return (
    <div className={styles.local}>
      <input
        id={id}
        type="checkbox"
        className={styles.localBox}
        checked={checked}
        onChange={(event) => change(event.currentTarget.checked)}
      />
      <label htmlFor={id} className={styles.localLabel}>
        Verificación local (modo desarrollo): no soy un robot
      </label>
      {expired && (
        <p className={styles.localNote} role="status">
          La verificación expiró. Márcala de nuevo.
        </p>
      )}
    </div>
  )
}
