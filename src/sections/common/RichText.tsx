import { PortableText, type PortableTextComponents } from '@portabletext/react'
import type { TypedObject } from '@portabletext/types'
import { Link } from '@tanstack/react-router'
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

export function RichText({ value }: { value: RichTextValue | null | undefined }) {
  if (!value?.length) return null
  return (
    <div className={styles.prose}>
      <PortableText value={[...value]} components={components} />
    </div>
  )
}
