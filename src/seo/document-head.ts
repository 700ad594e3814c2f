import condensed700 from '@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2?url'
import { MAIN_CONTENT_ID } from '../layout/main-content'
import type { SiteSettings } from '../site/settings'
import { FAVICON_FILE, FAVICON_SIZE } from './favicon'

/** The brand's blue, the browser's theme colour on phones. */
const BRAND_BLUE = '#0047BA'

/** Tags every page shares; routes add their own title, description and canonical. */
export function documentHead(settings: SiteSettings | undefined) {
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: BRAND_BLUE },
      { title: settings?.businessName ?? '' },
      { property: 'og:type', content: 'website' },
      { property: 'og:locale', content: 'es_MX' },
      { property: 'og:site_name', content: settings?.businessName ?? '' },
    ],
    links: [
      {
        rel: 'icon',
        href: `/icons/${FAVICON_FILE}`,
        type: 'image/png',
        sizes: `${FAVICON_SIZE}x${FAVICON_SIZE}`,
      },
      // The installable app (src/offline/app-manifest.ts, written by vite-plugin-pwa).
      { rel: 'manifest', href: '/manifest.webmanifest' },
      { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
      // The first paint waits until the header is parsed whole: a long page arrives in pieces,
      // and a header painted half-way (the search button without WhatsApp and the menu beside
      // it) moved when the rest came. Nothing is requested; the main content then streams in.
      { rel: 'expect', href: `#${MAIN_CONTENT_ID}`, blocking: 'render' },
      ...FIRST_SCREEN_FACES.map((href) => ({
        rel: 'preload',
        as: 'font',
        type: 'font/woff2',
        href,
        crossOrigin: 'anonymous' as const,
      })),
    ],
    scripts: import.meta.env.DEV ? devScripts : [],
  }
}

/**
 * The headings' face (styles/fonts.css), which the largest text of every first screen is set in.
 * Preloaded, it is requested with the page instead of once the stylesheet is applied, and, marked
 * `font-display: optional`, is in time for the first paint on all but a slow first visit. The
 * text faces are not preloaded: four faces at once put more bytes ahead of the first paint than
 * a slow phone's connection affords, and a missed text face looks close in its metric-matched
 * fallback (crossorigin: fonts are always fetched in CORS mode, and a preload must match).
 */
const FIRST_SCREEN_FACES = [condensed700]

// In `vite dev` the page is server-rendered by the dev middleware; these load Vite's client.
const devScripts = [
  {
    type: 'module',
    children: `import RefreshRuntime from "/@react-refresh"
RefreshRuntime.injectIntoGlobalHook(window)
window.$RefreshReg$ = () => {}
window.$RefreshSig$ = () => (type) => type
window.__vite_plugin_react_preamble_installed__ = true`,
  },
  { type: 'module', src: '/@vite/client' },
  { type: 'module', src: '/src/entry-client.tsx' },
]
