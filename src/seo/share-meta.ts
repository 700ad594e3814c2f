/** The picture of a link preview; its size and text when known (not for a post's cover). */
type ShareImage = { url: string; width?: number; height?: number; alt?: string }

/** Open Graph and Twitter tags, so a shared link shows the page's title, summary and picture. */
export function shareMeta(title: string, description: string, url: string, image: ShareImage) {
  return [
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image.url },
    ...(image.width && image.height && image.alt
      ? [
          { property: 'og:image:width', content: String(image.width) },
          { property: 'og:image:height', content: String(image.height) },
          { property: 'og:image:alt', content: image.alt },
        ]
      : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image.url },
  ]
}
