import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  houseProblems,
  importSpecifiers,
  importsInto,
  roomCycles,
  roomEdges,
} from '../../scripts/check/folder-cycles'
import {
  sectionFolder,
  sectionsProjectionModule,
  sectionTypesFromSchema,
} from '../../scripts/typegen/sections-projection'

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'rooms-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

describe('folder cycle check', () => {
  it('reads static, re-export, side-effect and dynamic relative imports', () => {
    const source = `import a from './a'\nexport { b } from "../b"\nimport './c.css'\nconst d = import('./d')\nimport x from 'react'`
    expect(importSpecifiers(source)).toEqual(['./a', '../b', './c.css', './d'])
  })

  it('finds a server file that imports a build script, tests left out', () => {
    const root = tree({
      'server/site.ts': "import { manifest } from '../scripts/manifest.ts'",
      'server/site.test.ts': "import { build } from '../scripts/build.ts'",
      'server/own.ts': "import { site } from './site.ts'",
      'scripts/manifest.ts': "import { site } from '../server/site.ts'",
    })
    const edges = importsInto(join(root, 'server'), join(root, 'scripts'))
    expect(edges.map((edge) => `${edge.file} → ${edge.to}`)).toEqual(['site.ts → manifest.ts'])
  })

  it('finds a section that draws a picture, and browser code that imports the pictures', () => {
    const root = tree({
      'src/sections/plan/Plan.tsx': "import { Drawing } from '../../../pictures/drawing/drawings'",
      'src/sections/plan/Dial.tsx':
        'export const Dial = () => <svg viewBox="0 0 9 9"><circle cx="4" cy="4" r="3" /></svg>',
      'src/sections/plan/Plan.test.tsx':
        "import { Drawing } from '../../../pictures/drawing/drawings'",
      'src/sections/hero/Hero.tsx':
        'import { Picture } from \'../../picture-files/pictures\'\nexport const Hero = () => <img src="/a.svg" alt="" />',
      'src/product/Views.tsx': "const views = import('../../pictures/pin/PinRender')",
      'src/ui/icons.tsx': 'export const Icon = () => <svg><path d="M0 0h2" /></svg>',
      'server/site.ts': "import { manifest } from '../scripts/manifest.ts'",
      'pictures/drawing/drawings.tsx': "import { n } from '../../src/ui/n'",
    })
    expect(houseProblems(root)).toEqual([
      "server/site.ts imports '../scripts/manifest.ts' from scripts/ (the build steps)",
      "src/product/Views.tsx imports '../../pictures/pin/PinRender': the browser's code never imports pictures/",
      "src/sections/plan/Plan.tsx imports '../../../pictures/drawing/drawings': the browser's code never imports pictures/",
      'src/sections/plan/Dial.tsx draws a picture (<svg>): sections show picture files, pictures/ draws them',
    ])
  })

  it('finds two rooms that import each other, through a third too', () => {
    const src = tree({
      'a/one.ts': "import { two } from '../b/two'",
      'b/two.ts': "import { three } from '../c/three'",
      'c/three.ts': "import { one } from '../a/one'",
      'd/four.ts': "import { one } from '../a/one'",
    })
    expect(roomCycles(roomEdges(src))).toEqual([['a', 'b', 'c']])
  })

  it('passes imports that all go one way', () => {
    const src = tree({
      'a/one.ts': "import { two } from '../b/two'\nimport { x } from './x'",
      'b/two.ts': "import { three } from '../c/three'",
      'c/three.ts': 'export const three = 3',
    })
    expect(roomCycles(roomEdges(src))).toEqual([])
  })
})

describe('sections projection generator', () => {
  const member = (name: string) => ({
    type: 'object',
    attributes: { _key: { type: 'objectAttribute', value: { type: 'string' } } },
    rest: { type: 'inline', name },
  })
  const schema = [
    {
      name: 'page',
      type: 'document',
      attributes: {
        sections: {
          value: {
            type: 'array',
            of: { type: 'union', of: [member('hero'), member('specTable')] },
          },
        },
      },
    },
  ]

  it("lists the page's section types in Studio order", () => {
    expect(sectionTypesFromSchema(schema)).toEqual(['hero', 'specTable'])
    expect(sectionFolder('specTable')).toBe('spec-table')
  })

  it('names a Studio section type that has no folder in src/sections', () => {
    const sections = tree({ 'hero/projection.ts': 'export const heroProjection = `{ _type }`' })
    expect(() => sectionsProjectionModule(['hero', 'specTable'], sections)).toThrow(
      'section type "specTable" has no src/sections/spec-table/projection.ts',
    )
  })

  it('composes one conditional projection per type from each folder', () => {
    const sections = tree({
      'hero/projection.ts': '',
      'spec-table/projection.ts': '',
    })
    const text = sectionsProjectionModule(['hero', 'specTable'], sections)
    expect(text).toContain("import { specTableProjection } from './spec-table/projection'")
    expect(text).toContain(`_type == "specTable" => \${specTableProjection},`)
  })
})
