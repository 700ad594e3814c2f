import { createFileRoute } from '@tanstack/react-router'
import { QuoteListPage } from '../quote-page/QuoteListPage'
import { unlistedHead } from '../seo/unlisted-head'
import type { SiteSettings } from '../site/settings'

/** The buyer's quote list: kept in the browser, so the page is the same for everyone. */
export const Route = createFileRoute('/cotizacion')({
  head: ({ matches }) =>
    unlistedHead('Mi cotización', matches[0]?.loaderData as SiteSettings | undefined),
  component: QuoteListPage,
})
