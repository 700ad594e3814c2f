import type { SearchDocument } from './document'

/** A document before it has its place in the index. */
export type Unnumbered = Omit<SearchDocument, 'id'>

/** What the index reads of a page section (the page query's result fits this shape). */
export type IndexedSection = {
  _type: string
  heading?: string | null
  lead?: string | null
  columns?: readonly string[]
  rows?: readonly { cells: readonly string[] }[]
  slides?: readonly { heading?: string | null }[]
}

/** What the index reads of a page. */
export type IndexedPage = {
  path: string
  title: string
  seo: { description: string }
  sections: readonly IndexedSection[]
}

/** What the index reads of a blog post. */
export type IndexedPost = { slug: string; title: string; excerpt: string; tags: readonly string[] }

/** The in-page anchor of a spec-table row, from its part number. */
export type RowAnchor = (partNumber: string) => string

const words = (...parts: (string | null | undefined)[]) =>
  parts.filter((part) => part?.trim()).join(' · ')

/** A page: its title, description, headings and leads. */
export function pageDocument(page: IndexedPage): Unnumbered {
  const headings = page.sections.flatMap((section) => [
    section.heading,
    section.lead,
    ...(section.slides ?? []).map((slide) => slide.heading),
  ])
  return {
    kind: 'page',
    href: page.path,
    title: page.title,
    detail: page.seo.description,
    numbers: [],
    text: words(page.seo.description, ...headings),
  }
}

/**
 * Every row of the page's spec tables: its part number (the first cell, the row's header), its
 * other cells with their column names, the page's title (its product line) and the table's
 * heading; the link is the row's anchor on the page.
 */
export function specRowDocuments(page: IndexedPage, rowAnchor: RowAnchor): Unnumbered[] {
  return page.sections.flatMap((section) => {
    if (section._type !== 'specTable' || !section.rows) return []
    const columns = section.columns ?? []
    return section.rows.flatMap((row) => {
      const [number = '', ...cells] = row.cells.map((cell) => cell.trim())
      if (!number) return []
      const facts = cells.map((cell, index) => {
        const column = columns[index + 1]?.trim()
        return cell && column ? `${column} ${cell}` : cell
      })
      return [
        {
          kind: 'part' as const,
          href: `${page.path}#${rowAnchor(number)}`,
          title: number,
          detail: words(page.title, ...facts.slice(0, 2)),
          numbers: [number],
          text: words(page.title, section.heading, ...facts),
        },
      ]
    })
  })
}

/** A blog post: title, excerpt and tags. */
export function postDocument(post: IndexedPost): Unnumbered {
  return {
    kind: 'post',
    href: `/blog/${post.slug}`,
    title: post.title,
    detail: post.excerpt,
    numbers: [],
    text: words(post.excerpt, ...post.tags),
  }
}
