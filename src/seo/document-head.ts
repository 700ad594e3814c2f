import barlow400 from '@fontsource/barlow/files/barlow-latin-400-normal.woff2?url'
import barlow600 from '@fontsource/barlow/files/barlow-latin-600-normal.woff2?url'
import condensed600 from '@fontsource/barlow-condensed/files/barlow-condensed-latin-600-normal.woff2?url'
import condensed700 from '@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2?url'
import { MAIN_CONTENT_ID } from '../layout/main-content'
import type { SiteSettings } from '../site/settings'

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
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
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
 * The brand faces (styles/fonts.css) that every page's first screen draws text in. Preloaded, they
 * are requested with the page instead of once the stylesheet is applied, and a face marked
 * `font-display: optional` is then in time for the first paint on all but a slow first visit
 * (crossorigin: fonts are always fetched in CORS mode, and a preload must match to be used).
 */
const FIRST_SCREEN_FACES = [barlow400, barlow600, condensed600, condensed700]

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
