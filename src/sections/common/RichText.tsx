import { PortableText, type PortableTextComponents } from '@portabletext/react'
import type { TypedObject } from '@portabletext/types'
import { Link } from '@tanstack/react-router'
import { tagSlug } from '../blog-list/list'
import styles from './RichText.module.css'

/** Portable text as Studio writes it: paragraphs, h2–h3, lists, bold/italic and links. */
const components: PortableTextComponents = {
  marks: {
    link: ({ value, children }) => {
      const href = String((value as { href?: string } | undefined)?.href ?? '')
      return href.startsWith('/') ? (
        <Link to={href}>{children}</Link>
      ) : (
        <a href={href} rel="noopener noreferrer">
          {children}
        </a>
      )
    },
  },
}

/** Blocks as the Studio stores them (the generated types of each rich-text field fit here). */
export type RichTextValue = readonly TypedObject[]

/** The subtitles (h2) of a text, in order: what a table of contents lists. */
export function subtitles(value: RichTextValue | null | undefined): { id: string; text: string }[] {
  return (value ?? []).flatMap((block) => {
    if ((block as { style?: string }).style !== 'h2') return []
    const text = blockText(block)
    return text ? [{ id: tagSlug(text), text }] : []
  })
}

function blockText(block: TypedObject): string {
  const children = (block as { children?: { text?: string }[] }).children ?? []
  return children.map((child) => child.text ?? '').join('')
}

/** With a table of contents beside the text, each subtitle carries the anchor it links to. */
const anchoredComponents: PortableTextComponents = {
  ...components,
  block: {
    h2: ({ value, children }) => <h2 id={tagSlug(blockText(value))}>{children}</h2>,
  },
}

export function RichText({
  value,
  anchors = false,
}: {
  value: RichTextValue | null | undefined
  anchors?: boolean
}) {
  if (!value?.length) return null
  return (
    <div className={styles.prose}>
      <PortableText value={[...value]} components={anchors ? anchoredComponents : components} />
    </div>
  )
}
