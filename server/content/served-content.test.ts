import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { liveCatalogue } from '../catalogue/live-catalogue.ts'
import { contentNotRendered, servedContent } from './served-content.ts'

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

it('gives every request of the server to Sanity a timeout of a few seconds', () => {
  const dist = mkdtempSync(join(tmpdir(), 'served-content-'))
  mkdirSync(join(dist, 'client'))
  mkdirSync(join(dist, 'server'))
  writeFileSync(join(dist, 'server/entry-server.js'), 'export {}')
  const before = process.env.SANITY_TIMEOUT_MS
  delete process.env.SANITY_TIMEOUT_MS
  try {
    servedContent({
      clientDir: join(dist, 'client'),
      sanityProjectId: 'abc123',
      catalogueApiUrl: undefined,
      catalogue: liveCatalogue(undefined),
      csp: () => ({}),
    })
    const timeout = Number(process.env.SANITY_TIMEOUT_MS)
    expect(timeout).toBeGreaterThanOrEqual(1000)
    expect(timeout).toBeLessThanOrEqual(10_000)
  } finally {
    if (before === undefined) delete process.env.SANITY_TIMEOUT_MS
    else process.env.SANITY_TIMEOUT_MS = before
  }
})
