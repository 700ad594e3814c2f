import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentNotRendered } from './served-content.ts'

describe('why the server renders nothing from the content (and has no publish webhook)', () => {
  const dist = mkdtempSync(join(tmpdir(), 'served-content-'))
  const clientDir = join(dist, 'client')
  mkdirSync(clientDir)

  it('names the missing project, then the missing server entry', () => {
    expect(contentNotRendered({ clientDir, sanityProjectId: undefined })).toMatch(
      /VITE_SANITY_PROJECT_ID/,
    )
    expect(contentNotRendered({ clientDir, sanityProjectId: 'abc123' })).toContain(
      join(dist, 'server/entry-server.js'),
    )
    mkdirSync(join(dist, 'server'))
    writeFileSync(join(dist, 'server/entry-server.js'), 'export {}')
    expect(contentNotRendered({ clientDir, sanityProjectId: 'abc123' })).toBeUndefined()
  })
})
