import { LIST_STORAGE_KEY } from './list-storage'

const PROBE = `try{var l=JSON.parse(localStorage.getItem(${JSON.stringify(
  LIST_STORAGE_KEY,
)})||"{}").lines;document.documentElement.setAttribute("data-cotizacion",Array.isArray(l)&&l.length?"con-partidas":"vacia")}catch(e){}`

/**
 * A few bytes in the prerendered list page, run as the page is parsed: they look in this
 * browser's storage and set `data-cotizacion` on <html> ('vacia' or 'con-partidas'), so the
 * first paint shows the empty list at once to a visitor who has none, and a loading block (never
 * "empty") to one who has parts. React never runs a script it renders itself: after a
 * navigation inside the site the page is live and lists the parts at once anyway. (A script in
 * the route's head would be added, and run, under the policy of the page navigated from.)
 */
export function ListProbe() {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed script of our own, hashed into the page's policy at build time
  return <script dangerouslySetInnerHTML={{ __html: PROBE }} />
}
