/** Props of a concrete widget (Google reCAPTCHA or the local development check). */
export type RobotWidgetProps = {
  onToken: (token: string | null) => void
  /** The widget sets this to its own reset function while it is mounted. */
  resetRef: { current: (() => void) | null }
}
