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

/** The Studio as Sanity lays it out, with the Spanish writing conventions above. */
export function SpanishLayout(props: LayoutProps) {
  return (
    <>
      <SentenceCaseBreadcrumbs />
      {props.renderDefault(props)}
    </>
  )
}
