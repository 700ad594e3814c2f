/** The public origin, for canonical and Open Graph URLs. Set VITE_SITE_URL in production. */
export const SITE_URL = (import.meta.env.VITE_SITE_URL || 'http://localhost:4321').replace(
  /\/$/,
  '',
)

export function absoluteUrl(path: string): string {
  return new URL(path, `${SITE_URL}/`).href
}
