import { redirect } from '@tanstack/react-router'
import { type RedirectSource, redirectHref } from '../site/redirects'

/** A legacy path: replace the history entry with its target (301 when rendered on a server). */
export function redirectRoute(source: RedirectSource) {
  return {
    beforeLoad: () => {
      throw redirect({ href: redirectHref(source), replace: true, statusCode: 301 })
    },
  }
}
