/**
 * The web app manifest (written by vite-plugin-pwa as /manifest.webmanifest): what a phone shows
 * when the site is installed. The icons are made by `npm run icons` (scripts/app-icons.ts).
 */
import { CATALOGUE_PATH, CATALOGUE_RESULTS_ANCHOR } from '../catalogue/paths.ts'
import { QUOTE_LIST_PATH } from '../site/pages.ts'

export const BRAND_BLUE = '#0047BA'

/** The installed app's name: the brand's, as the site's title ends. */
export const APP_NAME = 'Fijamex'

const icon = (file: string, size: number, purpose: 'any' | 'maskable') => ({
  src: `/icons/${file}`,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
})

/** A long press on the installed app's icon: its name, short name and address. */
const shortcut = (name: string, short_name: string, url: string) => ({
  name,
  short_name,
  url,
  icons: [icon('icon-192.png', 192, 'any')],
})

export const appManifest = {
  id: '/',
  name: `${APP_NAME} – pernos y birlos automotrices`,
  short_name: APP_NAME,
  description:
    'Catálogo de pernos para puerta, birlos, tuercas y kits de frenos: busca por vehículo o por medidas y arma tu cotización, también sin señal.',
  lang: 'es-MX',
  dir: 'ltr' as const,
  start_url: '/',
  scope: '/',
  display: 'standalone' as const,
  orientation: 'portrait' as const,
  theme_color: BRAND_BLUE,
  background_color: '#ffffff',
  categories: ['business', 'shopping'],
  icons: [
    icon('icon-192.png', 192, 'any'),
    icon('icon-512.png', 512, 'any'),
    icon('maskable-192.png', 192, 'maskable'),
    icon('maskable-512.png', 512, 'maskable'),
  ],
  shortcuts: [
    shortcut('Buscar por vehículo', 'Mi vehículo', `${CATALOGUE_PATH}#${CATALOGUE_RESULTS_ANCHOR}`),
    shortcut('Catálogo de pernos para puerta', 'Catálogo', CATALOGUE_PATH),
    shortcut('Mi cotización', 'Cotización', QUOTE_LIST_PATH),
  ],
}
