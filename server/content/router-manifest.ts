/**
 * Turns Vite's build manifest into the router's SSR manifest: the stylesheet, and as the root
 * route's script an inline loader that requests the client entry and its static imports once the
 * first contentful paint is on screen. Nothing else is preloaded: Lighthouse counts every request
 * started before the largest paint on the path to it, even at low priority, and the page needs no
 * script to paint. Each route's split component is fetched by the router when the entry hydrates.
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
  return `(()=>{let d=0;const go=()=>{if(d)return;d=1;for(const h of ${JSON.stringify(preloads)}){const l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.append(l)}const s=document.createElement('script');s.type='module';s.src=${JSON.stringify(entry)};document.head.append(s)};if(PerformanceObserver.supportedEntryTypes?.includes('paint'))new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go)}}).observe({type:'paint',buffered:!0});else requestAnimationFrame(()=>setTimeout(go));setTimeout(go,3e3)})()`
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
  return { routes, inlineCss: { styles } }
}

/** The site's stylesheets, as `routerManifest` finds them in the Vite manifest. */
export function stylesheetHrefs(manifest: ViteManifest): string[] {
  return (routerManifest(manifest).routes.__root__?.css ?? []).slice()
}
