/**
 * The four files of a new section type's folder and its Studio schema: the smallest section
 * that stands on its own (eyebrow, heading, introduction, anchor), written the way the existing
 * sections are, so a developer starts from working code and adds the fields the design needs.
 */

/** The names one section type goes by in the code base, from its kebab-case name. */
export type SectionNames = {
  /** `spec-table`: the folder under src/sections/. */
  folder: string
  /** `specTable`: the Studio type, the registry key, the schema file and export. */
  type: string
  /** `SpecTable`: the component and its CSS module. */
  component: string
  /** The Studio's Spanish title for the type. */
  title: string
}

/** A string literal as Biome writes it: single quotes, unless the text holds one. */
export function quoted(text: string): string {
  const escaped = text.replace(/\\/g, '\\\\')
  if (text.includes("'") && !text.includes('"')) return `"${escaped}"`
  return `'${escaped.replace(/'/g, "\\'")}'`
}

export function schemaFile(names: SectionNames): string {
  return `import { defineType } from 'sanity'
import { anchorField } from '../objects/anchor'
import { eyebrowField, headingField, introField } from './fields'

const title = ${quoted(names.title)}

export const ${names.type} = defineType({
  name: '${names.type}',
  title,
  type: 'object',
  fields: [eyebrowField, headingField(), introField(), anchorField],
  preview: {
    select: { heading: 'heading' },
    prepare: ({ heading }) => ({ title: heading, subtitle: title }),
  },
})
`
}

export function projectionFile(names: SectionNames): string {
  return `/** What a page query reads of this section; its result type is generated (npm run typegen). */
export const ${names.type}Projection = /* groq */ \`{
  _type, _key, eyebrow, heading, intro
}\`
`
}

export function componentFile(names: SectionNames): string {
  return `import { useId } from 'react'
import { SectionHeading } from '../common/Heading'
import type { SectionProps } from '../types'
import styles from './${names.component}.module.css'

/** A band that opens with its eyebrow, heading and introduction, named by its heading. */
export function ${names.component}({ section }: SectionProps<'${names.type}'>) {
  const headingId = useId()
  return (
    <section className={\`band \${styles.section}\`} data-surface="white" aria-labelledby={headingId}>
      <div className="container">
        <SectionHeading
          id={headingId}
          eyebrow={section.eyebrow}
          heading={section.heading}
          intro={section.intro}
        />
      </div>
    </section>
  )
}
`
}

export function cssFile(): string {
  return `/* Tokens from src/styles/tokens.css; mobile first, wider layouts at 768 and 1280 px. */
.section {
  background: var(--white);
}
`
}

export function testFile(names: SectionNames): string {
  return `import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ${names.component} } from './${names.component}'

const heading = ${quoted(names.title)}

describe('${names.component}', () => {
  it('shows its eyebrow, heading and introduction in a region named by the heading', () => {
    render(
      <${names.component}
        section={{
          _type: '${names.type}',
          _key: 's1',
          anchor: null,
          eyebrow: 'Novedad',
          heading,
          intro: 'Lo que el visitante encuentra en esta sección.',
        }}
      />,
    )
    expect(screen.getByRole('region', { name: heading })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(heading)
    expect(screen.getByText('Novedad')).toBeInTheDocument()
    expect(screen.getByText('Lo que el visitante encuentra en esta sección.')).toBeInTheDocument()
  })
})
`
}

/** The registry entry, shaped as its neighbours are (as Biome writes it: on one line if it fits). */
export function registryEntry(names: SectionNames): string {
  const importer = `() => import('./${names.folder}/${names.component}')`
  const line = `  ${names.type}: lazySection(${importer}, '${names.component}'),`
  return line.length <= 100
    ? `${line}\n`
    : `  ${names.type}: lazySection(\n    ${importer},\n    '${names.component}',\n  ),\n`
}
