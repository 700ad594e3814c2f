import { useEffect, useRef } from 'react'
import ReCAPTCHA from 'react-google-recaptcha'
import type { RobotWidgetProps } from './types'

/** Google reCAPTCHA v2 checkbox in Latin-American Spanish; loaded lazily with its script. */
export default function RecaptchaWidget({
  siteKey,
  onToken,
  resetRef,
}: RobotWidgetProps & { siteKey: string }) {
  const recaptcha = useRef<ReCAPTCHA>(null)
  useEffect(() => {
    resetRef.current = () => recaptcha.current?.reset()
    return () => {
      resetRef.current = null
    }
  }, [resetRef])
  return (
    <ReCAPTCHA
      ref={recaptcha}
      sitekey={siteKey}
      hl="es-419"
      onChange={(token) => onToken(token)}
      onExpired={() => onToken(null)}
      onErrored={() => onToken(null)}
    />
  )
}
