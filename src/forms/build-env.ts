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
  'VITE_EMAILJS_TEMPLATE_FIT_REPORT',
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

/**
 * Why a built bundle must not ship, or null: a production build (not SITE_LOCAL_FORMS=1) that
 * still contains the local robot check's fixed token, which anyone could then read and replay.
 */
export function localTokenProblem(
  env: Record<string, string | undefined>,
  chunks: readonly { fileName: string; code: string }[],
  token: string,
): string | null {
  if (env[LOCAL_FORMS_SWITCH] === '1') return null
  const holding = chunks.filter((chunk) => chunk.code.includes(token)).map((c) => c.fileName)
  return holding.length === 0
    ? null
    : `Production build contains the local robot check's token (${holding.join(', ')}); ` +
        'set VITE_RECAPTCHA_SITE_KEY (see docs/forms.md), or build with ' +
        `${LOCAL_FORMS_SWITCH}=1 for a local build.`
}
