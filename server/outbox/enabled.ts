/**
 * Whether the local outbox is mounted. It stands in for EmailJS on a developer's machine and in
 * the end-to-end tests only: never when EmailJS is configured, never with NODE_ENV=production,
 * unless OUTBOX=1 asks for it explicitly (OUTBOX=0 turns it off anywhere).
 */
export function outboxEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.OUTBOX === '1') return true
  if (env.OUTBOX === '0') return false
  const emailJs = Boolean(env.VITE_EMAILJS_SERVICE_ID || env.VITE_EMAILJS_PUBLIC_KEY)
  return env.NODE_ENV !== 'production' && !emailJs
}
