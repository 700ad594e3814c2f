import barlow400 from '@fontsource/barlow/files/barlow-latin-400-normal.woff2?url'
import barlow600 from '@fontsource/barlow/files/barlow-latin-600-normal.woff2?url'
import condensed600 from '@fontsource/barlow-condensed/files/barlow-condensed-latin-600-normal.woff2?url'
import condensed700 from '@fontsource/barlow-condensed/files/barlow-condensed-latin-700-normal.woff2?url'
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
      // Fetched with the HTML, not after the CSS, so text does not reflow when they arrive.
      ...[barlow400, barlow600, condensed700, condensed600].map((href) => ({
        rel: 'preload',
        as: 'font',
        type: 'font/woff2',
        href,
        crossOrigin: 'anonymous' as const,
      })),
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
    scripts: import.meta.env.DEV ? devScripts : [],
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
