import { readFileSync } from 'node:fs'
import { productLines } from '../../src/catalogue/lines.ts'
import { lineOfPartPath } from '../../src/catalogue/part-path.ts'

/** The pages of the build (its sitemap.xml), so a new page joins the checks by being built. */
export function builtPagePaths(): string[] {
  const xml = readFileSync('dist/client/sitemap.xml', 'utf8')
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname)
}

/** A door pin's page. */
export const isProductPage = (path: string) => lineOfPartPath(path) === 'pernos'

/** A blog post's page (not the list's further pages, nor a tag's). */
export const isPostPage = (path: string) =>
  /^\/blog\/[^/]+$/.test(path) && !/^\/blog\/(pagina|etiqueta)(\/|$)/.test(path)

/**
 * Pages that are one template over many rows of data or content: parts (thousands of them),
 * posts, tag pages. In checks run per page a few stand for the rest, which would otherwise make
 * up most of a per-page run (each post's text is checked by the content rules, each picture by
 * its own tests): the first and the last of each template, and of the parts also the first of
 * every other line, whose measures, picture and related parts differ by line.
 */
const templates = [
  (path: string) => lineOfPartPath(path) !== null,
  isPostPage,
  (path: string) => path.startsWith('/blog/etiqueta/'),
]

/** The built pages with each template's pages sampled, and the first part of every line. */
export function builtPageSample(): string[] {
  const paths = builtPagePaths()
  const sample = new Set(templateSample(paths))
  for (const path of firstPartOfEachLine(paths)) sample.add(path)
  return paths.filter((path) => sample.has(path))
}

/** The built pages, each template's first and last kept of its pages. */
function templateSample(paths: string[]): string[] {
  const sample = new Set(paths)
  for (const isOfTemplate of templates) {
    const pages = paths.filter(isOfTemplate)
    for (const path of pages.slice(1, -1)) sample.delete(path)
  }
  return [...sample]
}

function firstPartOfEachLine(paths: string[]): string[] {
  return productLines.flatMap(({ id }) => paths.find((path) => lineOfPartPath(path) === id) ?? [])
}

/**
 * The sample's part pages that only the first part of their line brought in: one template with
 * the others, whose line-specific parts (measures, family picture) a phone's visit checks.
 */
export function lineSamplePages(): Set<string> {
  const paths = builtPagePaths()
  const templates = new Set(templateSample(paths))
  return new Set(firstPartOfEachLine(paths).filter((path) => !templates.has(path)))
}
