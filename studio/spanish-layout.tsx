import { useEffect } from 'react'
import type { LayoutProps } from 'sanity'
import { createGlobalStyle } from 'styled-components'

/**
 * Sanity writes each breadcrumb of a nested dialog in title case ("Atención Y Mostrador"), an
 * English habit; Spanish capitalises only the first word, as the titles are written.
 */
const SentenceCaseBreadcrumbs = createGlobalStyle`
  [data-testid^='breadcrumb-item-'] [data-ui='Text'] {
    text-transform: none !important;
  }
`

/** Names @sanity/ui gives controls in English in code, outside any translation. */
const englishLabels: Record<string, string> = { 'Close dialog': 'Cerrar' }

/** Renames, as they appear, the controls @sanity/ui labels in English. */
function useSpanishLabels() {
  useEffect(() => {
    const rename = (root: ParentNode) => {
      for (const [english, spanish] of Object.entries(englishLabels))
        for (const element of root.querySelectorAll(`[aria-label="${english}"]`))
          element.setAttribute('aria-label', spanish)
    }
    rename(document)
    const observer = new MutationObserver(() => rename(document))
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributeFilter: ['aria-label'],
    })
    return () => observer.disconnect()
  }, [])
}

/** The Studio as Sanity lays it out, with the Spanish writing conventions above. */
export function SpanishLayout(props: LayoutProps) {
  useSpanishLabels()
  return (
    <>
      <SentenceCaseBreadcrumbs />
      {props.renderDefault(props)}
    </>
  )
}
