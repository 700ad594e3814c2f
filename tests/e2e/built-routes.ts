import { readFileSync } from 'node:fs'

/** The pages of the build (its sitemap.xml), so a new page joins the checks by being built. */
export function builtPagePaths(): string[] {
  const xml = readFileSync('dist/client/sitemap.xml', 'utf8')
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname)
}

export const isProductPage = (path: string) => path.startsWith('/pernos-para-puerta/')

/** A blog post's page (not the list's further pages, nor a tag's). */
export const isPostPage = (path: string) =>
  /^\/blog\/[^/]+$/.test(path) && !/^\/blog\/(pagina|etiqueta)(\/|$)/.test(path)

/**
 * Pages that are one template over many rows of data or content: products (174 and growing),
 * posts, tag pages. In checks run per page the first and the last of each stand for the rest,
 * which would otherwise make up most of a per-page run (each post's text is checked by the
 * content rules, each picture by its own tests).
 */
const templates = [isProductPage, isPostPage, (path: string) => path.startsWith('/blog/etiqueta/')]

/** The built pages with each template's pages sampled: its first and its last. */
export function builtPageSample(): string[] {
  const paths = builtPagePaths()
  const sample = new Set(paths)
  for (const isOfTemplate of templates) {
    const pages = paths.filter(isOfTemplate)
    for (const path of pages.slice(1, -1)) sample.delete(path)
  }
  return paths.filter((path) => sample.has(path))
}
