import { useLocation } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { QuoteToast } from '../quote-list/QuoteToast'
import type { SiteSettings } from '../site/settings'
import { SiteSettingsProvider } from '../site/settings-context'
import { LoadingOverlay } from './LoadingOverlay'
import { MAIN_CONTENT_ID } from './main-content'
import { PrintLetterhead } from './PrintLetterhead'
import { ScrollProgress } from './ScrollProgress'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'

/** Everything around a page's content, common to every screen. */
export function SiteShell({ settings, children }: { settings: SiteSettings; children: ReactNode }) {
  const pathname = useLocation({ select: (location) => location.pathname })
  // A marker that the prerendered page is now interactive (end-to-end tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <SiteSettingsProvider settings={settings}>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        Saltar al contenido
      </a>
      <ScrollProgress />
      <SiteHeader />
      <PrintLetterhead />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <QuoteToast />
      <LoadingOverlay
        key={pathname}
        durationMs={settings.overlayDurationMs}
        variant={pathname === '/' ? 'preloader' : 'overlay'}
      />
    </SiteSettingsProvider>
  )
}
