/**
 * Adds a section type: its Studio schema (registered with an icon), its folder in src/sections/
 * and its line in the registry. Every check runs and every edit is computed before the first
 * file is written, so a refusal leaves the tree as it was.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { sectionFolder } from '../typegen/sections-projection.ts'
import {
  componentFile,
  cssFile,
  projectionFile,
  registryEntry,
  type SectionNames,
  schemaFile,
  testFile,
} from './templates.ts'

/** Lower-case words joined by single hyphens, each word starting with a letter. */
const kebabName = /^[a-z][a-z0-9]*(-[a-z][a-z0-9]*)*$/

/** Types Sanity defines itself: a section may not take their names. */
const sanityTypes = [
  'array',
  'block',
  'boolean',
  'crossDatasetReference',
  'date',
  'datetime',
  'document',
  'email',
  'file',
  'geopoint',
  'image',
  'number',
  'object',
  'reference',
  'slug',
  'span',
  'string',
  'text',
  'url',
]

/** The icon a new section shows in the Studio until someone picks a better one (--icon). */
export const defaultIcon = 'BlockElement'

export type NewSectionOptions = { name: string; title?: string; icon?: string }

/** Why generation was refused, in words for the developer who asked. */
export class SectionRefused extends Error {}

export const paths = {
  schemaDir: 'studio/schemaTypes',
  sectionsIndex: 'studio/schemaTypes/sections/index.ts',
  sectionsDir: 'src/sections',
  registry: 'src/sections/registry.tsx',
}

/** The icons installed with this project (not under --root: a test's copy has no node_modules). */
const iconsDir = join(import.meta.dirname, '../../node_modules/@sanity/icons/dist')

/** `spec-table` → its folder, type, component, and a title from its words ("Spec table"). */
export function sectionNames(name: string, title?: string): SectionNames {
  if (!kebabName.test(name)) {
    throw new SectionRefused(
      `"${name}" is not a kebab-case name: use lower-case words joined by hyphens, each starting with a letter (e.g. spec-table).`,
    )
  }
  const type = name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())
  // typegen finds a type's folder by this rule; the name pattern above keeps the two in step.
  if (sectionFolder(type) !== name) {
    throw new SectionRefused(`"${name}": typegen would look for ${sectionFolder(type)}/.`)
  }
  const words = name.replace(/-/g, ' ')
  const chosen = title?.trim() || words.charAt(0).toUpperCase() + words.slice(1)
  if (chosen.length > 60 || /[\n\r]/.test(chosen)) {
    throw new SectionRefused('The --title must be one line of at most 60 characters.')
  }
  return {
    folder: name,
    type,
    component: type.charAt(0).toUpperCase() + type.slice(1),
    title: chosen,
  }
}

/** Every `defineType({ name: '…' })` under the Studio's schema folder. */
function studioTypeNames(root: string): string[] {
  const found: string[] = []
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.name.endsWith('.ts')) {
        const text = readFileSync(path, 'utf8')
        for (const match of text.matchAll(/defineType\(\{\s*name:\s*['"]([^'"]+)['"]/g)) {
          found.push(match[1] as string)
        }
      }
    }
  }
  walk(join(root, paths.schemaDir))
  return found
}

/** Inserts `line` among the consecutive lines matching `group`, in sorted order. */
function insertSorted(text: string, group: RegExp, line: string, file: string): string {
  const lines = text.split('\n')
  const members = lines.flatMap((candidate, index) => (group.test(candidate) ? [index] : []))
  if (members.length === 0) throw new SectionRefused(`${file}: found no ${group} lines to join.`)
  const before = members.find((index) => compareImports(lines[index] as string, line) > 0)
  lines.splice(before ?? (members.at(-1) as number) + 1, 0, line)
  return lines.join('\n')
}

/** The order Biome's organizeImports keeps: by source, case-insensitive first. */
function compareImports(a: string, b: string): number {
  const source = (line: string) => /from '([^']+)'/.exec(line)?.[1] ?? line
  const [x, y] = [source(a), source(b)]
  return x.toLowerCase().localeCompare(y.toLowerCase(), 'en') || (x < y ? -1 : x > y ? 1 : 0)
}

/** Inserts `addition` just before the first match of `anchor`, refusing when there is none. */
function insertBefore(text: string, anchor: RegExp, addition: string, file: string): string {
  const match = anchor.exec(text)
  if (!match) {
    throw new SectionRefused(
      `${file} no longer has the shape this generator edits (${anchor}); add the section by hand.`,
    )
  }
  return text.slice(0, match.index) + addition + text.slice(match.index)
}

/** The studio index with the schema imported, given its icon and listed last. */
function editedSectionsIndex(text: string, names: SectionNames, icon: string): string {
  const file = paths.sectionsIndex
  let edited = text
  const iconImport = `import { ${icon}Icon } from '@sanity/icons/${icon}'`
  if (!edited.includes(iconImport)) {
    edited = insertSorted(edited, /^import \{ \w+Icon \} from '@sanity\/icons\//, iconImport, file)
  }
  edited = insertSorted(
    edited,
    /^import \{ \w+ \} from '\.\//,
    `import { ${names.type} } from './${names.type}'`,
    file,
  )
  // The closing brace of the sectionIcons map: the first line "}" after its opening.
  edited = insertBefore(
    edited,
    /(?<=const sectionIcons\b[\s\S]*?\n)\}$/m,
    `  ${names.type}: ${icon}Icon,\n`,
    file,
  )
  return insertBefore(edited, /^\]\.map\(\(type\) =>/m, `  ${names.type},\n`, file)
}

export type Written = { created: string[]; changed: string[] }

/** Checks, then writes the section's files and edits; returns the paths it touched. */
export function newSection(root: string, options: NewSectionOptions): Written {
  const names = sectionNames(options.name, options.title)
  const icon = options.icon ?? defaultIcon
  if (!/^[A-Z][A-Za-z0-9]*$/.test(icon) || !existsSync(join(iconsDir, `${icon}.js`))) {
    throw new SectionRefused(
      `--icon ${icon}: no such icon in @sanity/icons (a file name in node_modules/@sanity/icons/dist, e.g. ${defaultIcon}).`,
    )
  }

  const folder = `${paths.sectionsDir}/${names.folder}`
  const schema = `${paths.schemaDir}/sections/${names.type}.ts`
  const registryText = readFileSync(join(root, paths.registry), 'utf8')
  const taken = [
    existsSync(join(root, folder)) && `${folder}/ exists`,
    existsSync(join(root, schema)) && `${schema} exists`,
    new RegExp(`^  ${names.type}:`, 'm').test(registryText) && `${paths.registry} lists it`,
    studioTypeNames(root).includes(names.type) && 'the Studio defines a type of that name',
    sanityTypes.includes(names.type) && 'Sanity defines a type of that name',
  ].filter(Boolean)
  if (taken.length > 0) {
    throw new SectionRefused(
      `Section "${names.folder}" (type ${names.type}) already exists: ${taken.join('; ')}.`,
    )
  }

  const indexText = readFileSync(join(root, paths.sectionsIndex), 'utf8')
  const edits: Record<string, string> = {
    [paths.sectionsIndex]: editedSectionsIndex(indexText, names, icon),
    [paths.registry]: insertBefore(
      registryText,
      /^\} satisfies SectionRegistry/m,
      registryEntry(names),
      paths.registry,
    ),
  }
  const files: Record<string, string> = {
    [schema]: schemaFile(names),
    [`${folder}/projection.ts`]: projectionFile(names),
    [`${folder}/${names.component}.tsx`]: componentFile(names),
    [`${folder}/${names.component}.module.css`]: cssFile(),
    [`${folder}/${names.component}.test.tsx`]: testFile(names),
  }

  for (const [path, text] of Object.entries({ ...files, ...edits })) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return { created: Object.keys(files), changed: Object.keys(edits) }
}
