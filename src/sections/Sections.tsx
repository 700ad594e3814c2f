import type { ComponentType } from 'react'
import { PageSectionsContext } from './page-sections'
import { type SectionRegistry, sectionRegistry } from './registry'
import type { Section, SectionProps, SectionType } from './types'

const registry: SectionRegistry = sectionRegistry

function isKnown(type: string): type is SectionType {
  return Object.hasOwn(registry, type)
}

/** One section by its `_type`; content may hold a type this build does not know yet. */
function SectionView({ section }: { section: Section }) {
  if (!isKnown(section._type)) return <UnknownSection type={section._type} />
  // The registry's type pairs each `_type` with the component for that type's data.
  const Component = registry[section._type] as ComponentType<SectionProps<typeof section._type>>
  return <Component section={section} />
}

/** Hidden in production, flagged in development. */
function UnknownSection({ type }: { type: string }) {
  if (!import.meta.env.DEV) return null
  return (
    <p role="alert" style={{ padding: '1rem', background: '#fff3cd' }}>
      Sección desconocida: <code>{type}</code>
    </p>
  )
}

/** A page's sections in order; one with an anchor gets a wrapper with that id (/#sobre-nosotros). */
export function Sections({ sections }: { sections: readonly Section[] }) {
  return (
    <PageSectionsContext.Provider value={sections}>
      {sections.map((section) =>
        section.anchor ? (
          <div key={section._key} id={section.anchor} className="section-anchor">
            <SectionView section={section} />
          </div>
        ) : (
          <SectionView key={section._key} section={section} />
        ),
      )}
    </PageSectionsContext.Provider>
  )
}
