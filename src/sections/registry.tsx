import type { PageDocument } from '../content/types'
import { PageHeader } from './page-header/PageHeader'
import type { Section } from './types'

/**
 * Maps a section's `_type` to its component. The switch is exhaustive over `Section`, so a
 * section type added to the union without a component here fails the type check.
 */
function SectionView({ section, page }: { section: Section; page: PageDocument }) {
  switch (section._type) {
    case 'pageHeader':
      return <PageHeader section={section} page={page} />
    default:
      return <UnknownSection type={(section as { _type: string })._type} />
  }
}

/** Content may hold a type this build does not know yet: hidden in production, flagged in dev. */
function UnknownSection({ type }: { type: string }) {
  if (!import.meta.env.DEV) return null
  return (
    <p role="alert" style={{ padding: '1rem', background: '#fff3cd' }}>
      Sección desconocida: <code>{type}</code>
    </p>
  )
}

/** A section with an anchor gets a wrapper with that id, so links like /#sobre-nosotros land on it. */
export function Sections({ page }: { page: PageDocument }) {
  return page.sections.map((section) =>
    section.anchor ? (
      <div key={section._key} id={section.anchor} className="section-anchor">
        <SectionView section={section} page={page} />
      </div>
    ) : (
      <SectionView key={section._key} section={section} page={page} />
    ),
  )
}
