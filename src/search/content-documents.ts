import type { SearchDocument } from './document'

/** A document before it has its place in the index. */
export type Unnumbered = Omit<SearchDocument, 'id'>

/** What the index reads of a page section (the page query's result fits this shape). */
export type IndexedSection = {
  _type: string
  heading?: string | null
  lead?: string | null
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

const words = (...parts: (string | null | undefined)[]) =>
  parts.filter((part) => part?.trim()).join(' · ')

/** A page: its title, description, headings and leads (a table's rows are the catalogue's). */
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
    text: words(page.seo.description, ...headings),
  }
}

/** A blog post: title, excerpt and tags. */
export function postDocument(post: IndexedPost): Unnumbered {
  return {
    kind: 'post',
    href: `/blog/${post.slug}`,
    title: post.title,
    detail: post.excerpt,
    text: words(post.excerpt, ...post.tags),
  }
}
