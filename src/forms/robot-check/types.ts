import type { ReactNode } from 'react'

/**
 * What a form knows of the robot check: the current token (null when not verified or expired),
 * a way to clear it after a send, and the widget to place in the form.
 */
export type RobotCheck = {
  token: string | null
  reset(): void
  element: ReactNode
}

/** Props of a concrete widget (Google reCAPTCHA or the local development check). */
export type RobotWidgetProps = {
  onToken: (token: string | null) => void
  /** The widget sets this to its own reset function while it is mounted. */
  resetRef: { current: (() => void) | null }
}
