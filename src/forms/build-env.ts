/**
 * A build for the public site must send the forms through EmailJS and protect them with
 * reCAPTCHA; without those settings it would ship the local outbox and the local robot check.
 * `vite build` (vite.config.ts) refuses such a build unless SITE_LOCAL_FORMS=1 declares it a
 * local one (npm start, the end-to-end builds, CI).
 */
export const FORMS_BUILD_VARIABLES = [
  'VITE_RECAPTCHA_SITE_KEY',
  'VITE_EMAILJS_SERVICE_ID',
  'VITE_EMAILJS_TEMPLATE_QUOTE',
  'VITE_EMAILJS_TEMPLATE_CONTACT',
  'VITE_EMAILJS_TEMPLATE_NEWSLETTER',
  'VITE_EMAILJS_PUBLIC_KEY',
] as const

export const LOCAL_FORMS_SWITCH = 'SITE_LOCAL_FORMS'

/** Why this environment cannot make a production build, or null when it can. */
export function formsBuildProblem(env: Record<string, string | undefined>): string | null {
  if (env[LOCAL_FORMS_SWITCH] === '1') return null
  const missing = FORMS_BUILD_VARIABLES.filter((name) => !env[name]?.trim())
  if (missing.length === 0) return null
  return (
    `Production build without the form services: missing ${missing.join(', ')}. ` +
    `Set them (see docs/forms.md), or build with ${LOCAL_FORMS_SWITCH}=1 for a local build ` +
    '(local outbox and local robot check).'
  )
}
