import type { SectionBase } from '../types'

export const blogTemplateProjection = /* groq */ `{
  _type, _key,
  "posts": coalesce(posts[]{ _key, title, date, author, excerpt, readingMinutes }, []),
  "popular": coalesce(popular[]{ _key, title, date }, []),
  "tags": coalesce(tags, []),
  "pageCount": coalesce(pageCount, 1)
}`

export type BlogPost = {
  _key: string
  title: string
  date: string
  author: string
  excerpt: string
  readingMinutes: number | null
}

export type BlogTemplateSection = SectionBase & {
  _type: 'blogTemplate'
  posts: BlogPost[]
  popular: { _key: string; title: string; date: string }[]
  tags: string[]
  pageCount: number
}
