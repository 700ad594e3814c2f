import { createFileRoute } from '@tanstack/react-router'
import { QuoteListPage } from '../quote-page/QuoteListPage'
import { rootSettings } from '../routing/head-context'
import { unlistedHead } from '../seo/unlisted-head'

/** The buyer's quote list: kept in the browser, so the page is the same for everyone. */
export const Route = createFileRoute('/cotizacion')({
  head: ({ matches }) => unlistedHead('Mi cotización', rootSettings(matches)),
  component: QuoteListPage,
})
