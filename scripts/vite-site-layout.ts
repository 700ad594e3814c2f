import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/** The module that tells the content rules what the build and the router already use. */
export const SITE_LAYOUT_MODULE = 'virtual:site-layout'
const resolvedId = `\0${SITE_LAYOUT_MODULE}`

/** The top-level folders of public/: the build copies each to the root of the site. */
export function publicFolders(root: string): string[] {
  return readdirSync(join(root, 'public'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

/** Every full path of the router's route tree (src/routeTree.gen.ts, generated from src/routes). */
export function routePaths(root: string): string[] {
  const tree = readFileSync(join(root, 'src/routeTree.gen.ts'), 'utf8')
  const block = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(tree)?.[1]
  if (!block)
    throw new Error('src/routeTree.gen.ts has no FileRoutesByFullPath: run npm run routes')
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1] as string)
}

/**
 * Serves `virtual:site-layout` (public folders and route paths, read from the repository when
 * bundled) to the Studio's build and to the unit tests: the Studio runs in a browser and cannot
 * read the files, and copying the lists would let them drift.
 */
export function siteLayout(root: string): Plugin {
  return {
    name: 'site-layout',
    resolveId: (id) => (id === SITE_LAYOUT_MODULE ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined
      this.addWatchFile(join(root, 'src/routeTree.gen.ts'))
      return [
        `export const publicFolders = ${JSON.stringify(publicFolders(root))}`,
        `export const routePaths = ${JSON.stringify(routePaths(root))}`,
      ].join('\n')
    },
  }
}
