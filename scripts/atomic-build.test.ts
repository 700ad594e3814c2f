import { mkdir, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createSiteApp } from '../server/site.ts'
import { atomicBuild } from './atomic-build.ts'

/** A stand-in for the real build: one page, written in two steps like the real three. */
function site(text: string, fail = false) {
  return async (dir: string) => {
    await mkdir(join(dir, 'client'), { recursive: true })
    await writeFile(join(dir, 'client/index.html'), `<!doctype html><p>${text}</p>`)
    if (fail) throw new Error('prerender failed')
    await writeFile(join(dir, 'client/404.html'), '<!doctype html><p>404</p>')
  }
}

describe('atomicBuild', () => {
  it('serves a build only once it completed; a failed one leaves the served site as it was', async () => {
    const root = await mkdtemp(join(tmpdir(), 'atomic-'))
    const dist = join(root, 'dist')
    const builds = join(root, 'dist-builds')
    // A folder from before atomic builds.
    await mkdir(join(dist, 'client'), { recursive: true })
    await writeFile(join(dist, 'client/index.html'), '<p>old</p>')
    let clock = 0
    const options = { dist, builds, log: () => {}, now: () => new Date(++clock * 1000) }

    await atomicBuild({ ...options, build: site('one') })
    // One server for the whole test, never restarted.
    const app = createSiteApp(join(dist, 'client'))
    const page = async () => (await (await app.request('/')).text()).replace(/<[^>]+>/g, '')
    expect(await page()).toBe('one')

    await expect(atomicBuild({ ...options, build: site('broken', true) })).rejects.toThrow(
      'prerender failed',
    )
    expect(await page()).toBe('one')
    expect(await readFile(join(dist, 'client/index.html'), 'utf8')).toContain('one')
    expect(await readdir(builds)).toHaveLength(1)

    await atomicBuild({ ...options, build: site('two') })
    expect(await page()).toBe('two')
    await atomicBuild({ ...options, build: site('three') })
    expect(await page()).toBe('three')
    // The current build and the one before it.
    expect(await readdir(builds)).toHaveLength(2)
  })
})
