/**
 * The page the service worker shows for a page it has not kept while there is no signal
 * (`/sin-conexion.html`, written by the client build and precached): it says so in Spanish and
 * lists what works offline. Plain HTML with its own styles: it must show with nothing else at hand.
 */
import { productLines } from '../catalogue/lines.ts'
import { pageName, QUOTE_LIST_PATH } from '../site/pages.ts'
import { APP_NAME, BRAND_BLUE } from './app-manifest.ts'

export const OFFLINE_PAGE_FILE = 'sin-conexion.html'

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const link = (href: string, text: string) =>
  `<li><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></li>`

/** `mark`: the brand's mark (public/favicon.svg), drawn in the page's bar. */
export function offlinePageHtml(mark: string): string {
  const lines = productLines.map((line) => link(line.path, pageName(line.path) || line.name))
  return `<!DOCTYPE html>
<html lang="es-MX">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="${BRAND_BLUE}">
<title>Sin conexión | ${APP_NAME}</title>
<style>
body{margin:0;font-family:"Barlow",Arial,"Liberation Sans",sans-serif;color:#1d2530;background:#f3f5f8;line-height:1.5}
header{background:#fff;color:${BRAND_BLUE};border-bottom:4px solid ${BRAND_BLUE};padding:12px 16px;display:flex;align-items:center;gap:10px;font:700 1.375rem/1 "Barlow Condensed",Arial,sans-serif;letter-spacing:.02em}
header svg{width:32px;height:32px}
main{max-width:40rem;margin:0 auto;padding:24px 16px 48px}
h1{font:700 2rem/1.1 "Barlow Condensed",Arial,sans-serif;margin:0 0 12px;color:#0b1f3f}
h2{font:600 1.25rem/1.2 "Barlow Condensed",Arial,sans-serif;margin:28px 0 8px}
ul{list-style:none;margin:0;padding:0;display:grid;gap:8px}
a{display:flex;align-items:center;min-height:44px;padding:0 14px;border-radius:6px;background:#fff;border:1px solid #c9d1dc;color:${BRAND_BLUE};font-weight:600;text-decoration:none}
a:focus-visible{outline:3px solid ${BRAND_BLUE};outline-offset:2px}
a:hover{border-color:${BRAND_BLUE}}
.lead{font-size:1.125rem;margin:0 0 8px}
</style>
</head>
<body>
<header>${mark}<span>${APP_NAME}</span></header>
<main>
<h1>Sin conexión</h1>
<p class="lead">Esta página no está guardada en tu teléfono y ahora no hay señal. Cuando vuelva la señal, recarga la página.</p>
<p>Sin señal puedes abrir las páginas que ya visitaste, las piezas que consultaste, los vehículos cuyos resultados viste y tu cotización. Tu lista se guarda en este teléfono; lo que envíes sin señal se enviará en cuanto haya señal.</p>
<h2>Disponibles sin conexión</h2>
<ul>
${link('/', 'Inicio')}
${link(QUOTE_LIST_PATH, 'Mi cotización')}
${lines.join('\n')}
</ul>
</main>
</body>
</html>
`
}
