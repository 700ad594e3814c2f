/**
 * Turns Vite's build manifest into the router's SSR manifest: the stylesheet, and as the root
 * route's script an inline loader that requests the client entry and its static imports once the
 * first contentful paint is on screen, with the chunks of the page's lazily loaded route component
 * (named in the page by that route, `ROUTE_CHUNKS_ID`). Nothing is requested before: Lighthouse
 * counts every request started before the largest paint on the path to it, even at low priority,
 * and the page needs no script to paint.
 */
type ViteChunk = {
  file: string
  imports?: string[]
  css?: string[]
  isEntry?: boolean
  src?: string
}
type ViteManifest = Record<string, ViteChunk>

type RouteAssets = {
  preloads: string[]
  css?: string[]
  scripts?: { attrs?: Record<string, string>; children?: string }[]
}

const ENTRY = 'src/entry-client.tsx'

/**
 * The module each route loads its component from with `lazyRouteComponent` (the part route's, in
 * src/routing/part-route.tsx). Requested by the router only once the entry hydrates, its chunk and
 * the chunk's own imports would wait a round trip more on a slow phone, and Vite's helper would
 * add a `<link rel="modulepreload">` for each file inside the hydration's long task.
 */
const LAZY_ROUTE_MODULES: Record<string, string> = { '/$linea/$clave': 'src/product/PartPage.tsx' }

/** The id of the JSON list, in a page of such a route, of the files the loader requests too. */
export const ROUTE_CHUNKS_ID = 'route-chunks'

function staticImports(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key]
  if (!chunk || seen.has(key)) return []
  seen.add(key)
  return [
    `/${chunk.file}`,
    ...(chunk.imports ?? []).flatMap((dep) => staticImports(manifest, dep, seen)),
  ]
}

/**
 * The inline script that starts the JavaScript once the first contentful paint is on screen: the
 * browser's paint timing says so after the frame is presented, where a frame callback can run
 * before it (then the scripts would compete with the paint they should follow). A frame stands in
 * where paint timing is missing, and a timer in a background tab, where frames are not drawn. The
 * same text on every page, so the Content-Security-Policy allows it by one hash.
 */
export function entryLoaderScript(entry: string, preloads: string[]): string {
  return `(()=>{let d=0;const go=()=>{if(d)return;d=1;const r=document.getElementById(${JSON.stringify(ROUTE_CHUNKS_ID)});for(const h of ${JSON.stringify(preloads)}.concat(r?JSON.parse(r.textContent):[])){const l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.append(l)}const s=document.createElement('script');s.type='module';s.src=${JSON.stringify(entry)};document.head.append(s)};if(PerformanceObserver.supportedEntryTypes?.includes('paint'))new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go)}}).observe({type:'paint',buffered:!0});else requestAnimationFrame(()=>setTimeout(go));setTimeout(go,3e3)})()`
}

/**
 * `styles` maps a stylesheet's href to its text: those stylesheets are written into each page as
 * a <style> element (the router strips their <link>), so the first paint waits for no request.
 */
export function routerManifest(manifest: ViteManifest, styles: Record<string, string> = {}) {
  const entry = manifest[ENTRY]
  if (!entry) throw new Error(`${ENTRY} is missing from the Vite manifest`)
  const css = Object.values(manifest)
    .flatMap((chunk) => chunk.css ?? [])
    .concat(
      Object.keys(manifest)
        .filter((key) => key.endsWith('.css'))
        .map((key) => manifest[key]?.file ?? ''),
    )
    .filter(Boolean)
  const [entryFile = '', ...imports] = staticImports(manifest, ENTRY)
  const routes: Record<string, RouteAssets> = {
    __root__: {
      preloads: [],
      css: [...new Set(css)].map((file) => `/${file}`),
      scripts: [{ children: entryLoaderScript(entryFile, imports) }],
    },
  }
  for (const [routeId, module] of Object.entries(LAZY_ROUTE_MODULES)) {
    // Without the module (a build that lacks it), the router requests the code as it hydrates.
    if (!manifest[module]) continue
    const chunks = staticImports(manifest, module).filter(
      (file) => file !== entryFile && !imports.includes(file),
    )
    routes[routeId] = {
      preloads: [],
      scripts: [
        {
          attrs: { type: 'application/json', id: ROUTE_CHUNKS_ID },
          children: JSON.stringify(chunks),
        },
      ],
    }
  }
  return { routes, inlineCss: { styles } }
}

/** The site's stylesheets, as `routerManifest` finds them in the Vite manifest. */
export function stylesheetHrefs(manifest: ViteManifest): string[] {
  return (routerManifest(manifest).routes.__root__?.css ?? []).slice()
}
