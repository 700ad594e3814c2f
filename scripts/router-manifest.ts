/**
 * Turns Vite's build manifest into the router's SSR manifest: the client entry as the root
 * route's script, its static imports as modulepreloads, the stylesheet, and for each route the
 * chunks of its lazily split component, so a prerendered page fetches them in parallel.
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
  scripts?: { attrs: Record<string, string> }[]
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

/** `src/routes/pernos-para-puerta.tsx?tsr-split=component` belongs to route `/pernos-para-puerta`. */
function routeIdOf(key: string): string | undefined {
  const match = /^src\/routes\/(.+)\.tsx\?tsr-split=/.exec(key)
  if (!match?.[1]) return undefined
  if (match[1] === 'index') return '/'
  return `/${match[1]}`
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
  const routes: Record<string, RouteAssets> = {
    __root__: {
      preloads: staticImports(manifest, ENTRY),
      css: [...new Set(css)].map((file) => `/${file}`),
      scripts: [{ attrs: { type: 'module', src: `/${entry.file}` } }],
    },
  }
  for (const key of Object.keys(manifest)) {
    const routeId = routeIdOf(key)
    if (!routeId) continue
    const preloads = staticImports(manifest, key)
    routes[routeId] = { preloads: [...(routes[routeId]?.preloads ?? []), ...preloads] }
  }
  return { routes, inlineCss: { styles } }
}

/** The site's stylesheets, as `routerManifest` finds them in the Vite manifest. */
export function stylesheetHrefs(manifest: ViteManifest): string[] {
  return (routerManifest(manifest).routes.__root__?.css ?? []).slice()
}
