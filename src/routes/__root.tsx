import '../styles/global.css'
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { CatalogueContext } from '../catalogue/catalogue-lists'
import { useLiveContent } from '../content/live-content'
import { ErrorScreen } from '../layout/ErrorScreen'
import { SiteShell } from '../layout/SiteShell'
import { documentHead } from '../seo/document-head'
import { loadSiteSettings } from '../site/load-settings'

// The router's context: what loaders share for a visit (the catalogue's makes and models).
export const Route = createRootRouteWithContext<CatalogueContext>()({
  loader: () => loadSiteSettings(),
  // Site settings change only with a rebuild: load them once per visit.
  staleTime: Number.POSITIVE_INFINITY,
  head: ({ loaderData }) => documentHead(loaderData),
  component: RootComponent,
  errorComponent: ({ error }) => (
    <Document>
      <ErrorScreen error={error} />
    </Document>
  ),
})

const NO_PARAMS = {}

function RootComponent() {
  const settings = useLiveContent('siteSettings', NO_PARAMS, Route.useLoaderData())
  return (
    <Document>
      <SiteShell settings={settings}>
        <Outlet />
      </SiteShell>
    </Document>
  )
}

function Document({ children }: { children: ReactNode }) {
  return (
    <html lang="es-MX">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}
