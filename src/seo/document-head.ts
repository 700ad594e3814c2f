import { MAIN_CONTENT_ID } from '../layout/main-content'
import type { SiteSettings } from '../site/settings'
import { fontLoaderScript } from '../styles/font-loader'

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
    ],
    // No font is preloaded: the brand faces are fetched after the first paint. The loader is
    // written into the page by the server and runs once; the browser's bundle leaves it out, so
    // a first visit does not download the same code twice. Hydration passes over a tag in
    // <head> that the browser's render lacks (every route is loaded without a console error in
    // the end-to-end tests).
    scripts: [
      ...(import.meta.env.DEV ? devScripts : []),
      ...(import.meta.env.SSR ? [{ children: fontLoaderScript() }] : []),
    ],
  }
}

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
