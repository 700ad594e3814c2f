import { pictureFileUrl } from '../picture-files/picture-file'
import { documentTitle } from '../seo/document-title'
import { shareMeta } from '../seo/share-meta'
import { absoluteUrl } from '../seo/site-url'
import { breadcrumbTrail, DEFAULT_SHARE_IMAGE, jsonLdScript } from '../seo/structured-data'
import type { SiteSettings } from '../site/settings'
import type { Post } from './load-post'

/**
 * A post's own head: title, description from its summary, canonical, Open Graph article tags,
 * and its Article JSON-LD. Link previews take the cover photo or the site's share image (they do
 * not show SVG); the JSON-LD takes the cover as the page shows it: the photo, else the picture's
 * own file.
 */
export function postHead(post: Post | undefined, settings: SiteSettings | undefined) {
  if (!post) return {}
  const url = absoluteUrl(`/blog/${post.slug}`)
  const title = documentTitle(post.title, settings)
  const image = post.cover?.url ?? DEFAULT_SHARE_IMAGE.url
  const articleImage =
    post.cover?.url ?? (post.coverDrawing ? absoluteUrl(pictureFileUrl(post.coverDrawing)) : image)
  return {
    meta: [
      { title },
      { name: 'description', content: post.excerpt },
      { property: 'og:type', content: 'article' },
      ...shareMeta(post.title, post.excerpt, url, { url: image }),
      { property: 'article:published_time', content: post.date },
      ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    ],
    links: [{ rel: 'canonical', href: url }],
    scripts: [
      jsonLdScript(article(post, settings, url, articleImage)),
      jsonLdScript(
        breadcrumbTrail([
          { name: 'Blog', path: '/blog' },
          { name: post.title, path: `/blog/${post.slug}` },
        ]),
      ),
    ],
  }
}

function article(post: Post, settings: SiteSettings | undefined, url: string, image: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.date,
    inLanguage: 'es-MX',
    keywords: post.tags.join(', '),
    image,
    url,
    mainEntityOfPage: url,
    author: { '@type': 'Organization', name: post.author },
    ...(settings
      ? {
          publisher: {
            '@type': 'Organization',
            '@id': absoluteUrl('/#negocio'),
            name: settings.businessName,
            url: absoluteUrl('/'),
            logo: absoluteUrl('/favicon.svg'),
          },
        }
      : {}),
  }
}
