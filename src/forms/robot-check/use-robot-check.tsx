import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { observeOnce } from '../../ui/motion'
import styles from './RobotCheck.module.css'
import type { RobotWidgetProps } from './types'

/** Google's script is fetched only when a form comes near the viewport (see RobotCheckSlot). */
const RecaptchaWidget = lazy(() => import('./RecaptchaWidget'))
// A build with a site key holds no local check, nor its token: the condition is the build's
// constant, so the bundler drops the other branch (vite.config.ts refuses a production build
// that still contains the token).
const LocalDevCheck = import.meta.env.VITE_RECAPTCHA_SITE_KEY
  ? null
  : lazy(() => import('./LocalDevCheck').then((m) => ({ default: m.LocalDevCheck })))

/**
 * The robot check of one form: Google reCAPTCHA v2 (checkbox) with VITE_RECAPTCHA_SITE_KEY,
 * otherwise a clearly labelled local development check. `token` is null until verified and
 * again after it expires or `reset()` is called; `element` is the widget the form shows.
 */
export function useRobotCheck() {
  const [token, setToken] = useState<string | null>(null)
  const resetRef = useRef<(() => void) | null>(null)
  const reset = useCallback(() => {
    resetRef.current?.()
    setToken(null)
  }, [])
  return {
    token,
    reset,
    element: <RobotCheckSlot onToken={setToken} resetRef={resetRef} />,
  }
}

/** Reserves the widget's space in the prerendered HTML and mounts it when it is about to show. */
function RobotCheckSlot(props: RobotWidgetProps) {
  const slot = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)

  useEffect(() => {
    const element = slot.current
    if (!element) return
    return observeOnce(element, () => setNear(true), { rootMargin: '400px 0px' })
  }, [])

  const key = ((import.meta.env.VITE_RECAPTCHA_SITE_KEY as string | undefined) ?? '').trim()
  return (
    <div ref={slot} className={styles.slot} data-robot-check={key ? 'recaptcha' : 'local'}>
      {near &&
        (key ? (
          <Suspense fallback={null}>
            <RecaptchaWidget siteKey={key} {...props} />
          </Suspense>
        ) : (
          LocalDevCheck && (
            <Suspense fallback={null}>
              <LocalDevCheck {...props} />
            </Suspense>
          )
        ))}
    </div>
  )
}
