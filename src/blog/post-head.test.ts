import { describe, expect, it } from 'vitest'
import { testSettings } from '../../tests/form-test-utils'
import { absoluteUrl } from '../seo/site-url'
import type { Post } from './load-post'
import { postHead } from './post-head'

const post: Post = {
  _id: 'post.como-medir',
  title: 'Cómo medir un perno de puerta con vernier',
  slug: 'como-medir',
  date: '2026-06-15',
  author: 'Equipo técnico Fijamex',
  excerpt: 'Qué lecturas tomar y cómo mandarlas.',
  tags: ['Pernos', 'Taller'],
  coverDrawing: 'measurePin',
  cover: null,
  body: [],
  previous: null,
  next: null,
  related: [],
}

/** The head's Article JSON-LD and its og:image. */
function head(of: Post) {
  const result = postHead(of, testSettings)
  const documents = (result.scripts ?? []).map((script) => JSON.parse(script.children))
  const ogImage = result.meta?.find((tag) => 'property' in tag && tag.property === 'og:image')
  return {
    article: documents.find((document) => document['@type'] === 'Article'),
    ogImage: ogImage && 'content' in ogImage ? ogImage.content : undefined,
  }
}

describe('postHead: Article structured data', () => {
  it('has the headline, dates, author and publisher the page shows', () => {
    expect(head(post).article).toMatchObject({
      '@context': 'https://schema.org',
      headline: post.title,
      datePublished: '2026-06-15',
      author: { '@type': 'Organization', name: 'Equipo técnico Fijamex' },
      publisher: {
        '@type': 'Organization',
        name: testSettings.businessName,
        url: absoluteUrl('/'),
        logo: absoluteUrl('/favicon.svg'),
      },
      mainEntityOfPage: absoluteUrl('/blog/como-medir'),
    })
  })

  it("names the cover picture's own file, while link previews keep the share photo", () => {
    const { article, ogImage } = head(post)
    expect(article.image).toBe(absoluteUrl('/img/imagenes/measurePin.svg'))
    expect(ogImage).toBe(absoluteUrl('/og/fijamex-1200x630.jpg'))
  })

  it('names the cover photo for both when the post has one', () => {
    const url = 'https://cdn.example.com/cover.jpg'
    const { article, ogImage } = head({ ...post, cover: { url, alt: 'Perno' } })
    expect(article.image).toBe(url)
    expect(ogImage).toBe(url)
  })

  it("falls back to the site's share image without a cover", () => {
    expect(head({ ...post, coverDrawing: null }).article.image).toBe(
      absoluteUrl('/og/fijamex-1200x630.jpg'),
    )
  })
})
