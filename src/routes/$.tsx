import { createFileRoute, redirect } from '@tanstack/react-router'
import { rootSettings } from '../routing/head-context'
import { NotFoundOrDraftPage } from '../routing/NotFoundOrDraftPage'
import { pageRoute } from '../routing/page-route'
import { notFoundHead } from '../seo/unlisted-head'
import { redirectHref, redirectSourceOf } from '../site/redirects'

/**
 * Every path without a route file of its own: a legacy path of the redirect table is replaced by
 * its target (301 on a server), a page created in the Studio renders from the content, and
 * anything else is the Spanish 404 page (HTTP 404 on a server; in the Presentation tool, the
 * draft of a page never published, if there is one).
 */
const contentPage = pageRoute()

export const Route = createFileRoute('/$')({
  ...contentPage,
  // Another address is another page: its sections start afresh, as under a route of their own.
  remountDeps: ({ params }) => params._splat,
  beforeLoad: ({ location }) => {
    const source = redirectSourceOf(location.pathname)
    if (source) throw redirect({ href: redirectHref(source), replace: true, statusCode: 301 })
  },
  head: (context) =>
    context.loaderData ? contentPage.head(context) : notFoundHead(rootSettings(context.matches)),
  notFoundComponent: NotFoundOrDraftPage,
})
