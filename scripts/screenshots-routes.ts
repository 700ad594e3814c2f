import { lineOfPartPath } from '../src/catalogue/part-path.ts'
import { builtPagePaths, isProductPage } from '../tests/e2e/built-routes.ts'

/** A path no page answers, for the 404 page. */
export const NOT_FOUND_PATH = '/pagina-que-no-existe'

/**
 * Every page of the build (its sitemap, so redirects are left out), with the part pages (one
 * template over the catalogue) cut to the first of each line and the last door pin, plus the
 * 404 page.
 */
export function everyRoute(): string[] {
  const paths = builtPagePaths()
  const isPart = (path: string) => lineOfPartPath(path) !== null
  const firsts = new Map<string, string>()
  for (const path of paths.filter(isPart)) {
    const line = lineOfPartPath(path) as string
    if (!firsts.has(line)) firsts.set(line, path)
  }
  const sample = new Set([...firsts.values(), paths.filter(isProductPage).at(-1)])
  return [...paths.filter((path) => !isPart(path) || sample.has(path)), NOT_FOUND_PATH]
}

/** The README's pictures: the home page, the door-pins line and one door pin. */
export function readmeRoutes(): string[] {
  const product = builtPagePaths().find(isProductPage)
  return ['/', '/pernos-para-puerta', ...(product ? [product] : [])]
}

/**
 * What a README picture of `path` shows on a phone, when not the page's top: a door pin's facts
 * (its spec table), which on a wide screen are beside the drawing in the first screen anyway.
 */
export function readmeFocus(path: string): string | undefined {
  return isProductPage(path) ? 'section[aria-label^="Ficha de"] table' : undefined
}

/** A file name for a path: `home` for /, otherwise the path with / turned into _. */
export const routeFileName = (path: string) =>
  path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')
