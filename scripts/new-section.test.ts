import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SectionRefused, sectionNames } from './new-section/generate.ts'

const repo = resolve(import.meta.dirname, '..')
let root: string

/** A copy of the two folders the generator reads and edits; each test writes into its own. */
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'new-section-'))
  cpSync(join(repo, 'studio/schemaTypes'), join(root, 'studio/schemaTypes'), { recursive: true })
  cpSync(join(repo, 'src/sections'), join(root, 'src/sections'), { recursive: true })
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

function newSection(...args: string[]) {
  return spawnSync(
    process.execPath,
    [join(repo, 'scripts/new-section.ts'), '--root', root, '--no-typegen', ...args],
    { encoding: 'utf8' },
  )
}

const read = (path: string) => readFileSync(join(root, path), 'utf8')

describe('npm run new:section', () => {
  it('writes the schema, icon, folder and registry line, formatted as Biome wants', () => {
    const run = newSection('spec-sheet', '--title', 'Ficha técnica', '--icon', 'ThList')
    expect(run.stderr).toBe('')
    expect(run.status).toBe(0)
    const files = ['projection.ts', 'SpecSheet.tsx', 'SpecSheet.module.css', 'SpecSheet.test.tsx']
    for (const file of files)
      expect(existsSync(join(root, 'src/sections/spec-sheet', file))).toBe(true)
    expect(read('studio/schemaTypes/sections/specSheet.ts')).toContain(
      "const title = 'Ficha técnica'",
    )
    expect(read('src/sections/spec-sheet/projection.ts')).toContain(
      'export const specSheetProjection',
    )
    expect(read('src/sections/registry.tsx')).toContain(
      "  specSheet: lazySection(() => import('./spec-sheet/SpecSheet'), 'SpecSheet'),\n} satisfies SectionRegistry",
    )
    const index = read('studio/schemaTypes/sections/index.ts')
    expect(index.match(/import \{ ThListIcon \}/g)).toHaveLength(1)
    expect(index).toContain('  specSheet: ThListIcon,\n}')

    const biome = spawnSync(
      join(repo, 'node_modules/.bin/biome'),
      ['check', '--config-path', repo, '--vcs-enabled=false', 'studio/schemaTypes', 'src/sections'],
      { cwd: root, encoding: 'utf8' },
    )
    expect(biome.stdout + biome.stderr).not.toMatch(/error/i)
    expect(biome.status).toBe(0)
  })

  it('derives the Studio title from the name and gives the default icon', () => {
    expect(newSection('bolt-gallery').status).toBe(0)
    expect(read('studio/schemaTypes/sections/boltGallery.ts')).toContain(
      "const title = 'Bolt gallery'",
    )
    expect(read('studio/schemaTypes/sections/index.ts')).toContain(
      '  boltGallery: BlockElementIcon,',
    )
  })

  it('refuses a section that exists, or a name the Studio or Sanity uses, and writes nothing', () => {
    const before = [read('src/sections/registry.tsx'), read('studio/schemaTypes/sections/index.ts')]
    for (const name of ['line-table', 'page', 'image']) {
      const run = newSection(name)
      expect(run.status, name).toBe(1)
      expect(run.stderr).toMatch(/already exists/)
    }
    expect([
      read('src/sections/registry.tsx'),
      read('studio/schemaTypes/sections/index.ts'),
    ]).toEqual(before)
  })

  it('refuses a name that is not kebab-case, an unknown icon, and a missing name', () => {
    for (const name of ['SpecTable', 'spec_table', 'spec--table', '-spec', 'spec-2d', '2d']) {
      expect(() => sectionNames(name), name).toThrow(SectionRefused)
    }
    expect(newSection('Spec').stderr).toMatch(/not a kebab-case name/)
    const icon = newSection('spec-sheet', '--icon', 'NoSuchThing')
    expect(icon.status).toBe(1)
    expect(icon.stderr).toMatch(/no such icon/)
    expect(existsSync(join(root, 'src/sections/spec-sheet'))).toBe(false)
    expect(newSection().status).toBe(1)
  })

  it('names the folder, type and component as typegen and the registry expect', () => {
    expect(sectionNames('spec-table')).toEqual({
      folder: 'spec-table',
      type: 'specTable',
      component: 'SpecTable',
      title: 'Spec table',
    })
    expect(sectionNames('faq', 'Preguntas').title).toBe('Preguntas')
  })
})
