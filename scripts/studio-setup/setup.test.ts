import { describe, expect, it } from 'vitest'
import { envValue, setEnvValues } from './env-file.ts'
import { type EnvFiles, type SanityCli, setupStudio } from './setup.ts'

/**
 * A stand-in for the Sanity CLI that keeps a project's state (login, projects, imported
 * documents, CORS origins) and answers as the real commands print (`projects create --json`,
 * one origin a line for `cors list`). It checks the order and arguments of the steps; the real
 * CLI against a real project was not run here (no network).
 */
function fakeCli(state: { loggedIn: boolean; origins: string[] }) {
  const calls: string[] = []
  const cli: SanityCli = async (args, options) => {
    calls.push(`${args.join(' ')}${options?.interactive ? ' (interactive)' : ''}`)
    const [topic, command, value] = args
    if (topic === 'login') {
      state.loggedIn = true
      return { ok: true, output: '' }
    }
    if (!state.loggedIn) return { ok: false, output: 'You must login first' }
    if (topic === 'projects' && command === 'list') return { ok: true, output: 'id  name' }
    if (topic === 'projects' && command === 'create') {
      return { ok: true, output: '{\n  "projectId": "abc123",\n  "displayName": "Fijamex"\n}' }
    }
    if (topic === 'datasets' && command === 'import') return { ok: true, output: 'Done!' }
    if (topic === 'cors' && command === 'list')
      return { ok: true, output: state.origins.join('\n') }
    if (topic === 'cors' && command === 'add' && value) {
      state.origins.push(value)
      return { ok: true, output: 'CORS origin added' }
    }
    return { ok: false, output: `unexpected: ${args.join(' ')}` }
  }
  return { cli, calls }
}

function memoryFiles(initial: Partial<Record<'.env' | 'studio/.env', string>> = {}) {
  const texts: Record<string, string> = { ...initial }
  const files: EnvFiles = {
    read: async (file) => texts[file] ?? '',
    write: async (file, text) => {
      texts[file] = text
    },
  }
  return { files, texts }
}

const options = {
  dataset: 'production',
  siteUrls: ['https://www.fijamex.mx/'],
  studioUrl: 'https://fijamex.sanity.studio',
}

describe('npm run studio:setup', () => {
  it('logs in, creates the project, writes both .env files, imports and allows the origins', async () => {
    const { cli, calls } = fakeCli({ loggedIn: false, origins: [] })
    const { files, texts } = memoryFiles({ '.env': '# mine\nPORT=4321\n' })
    const lines: string[] = []

    const { projectId } = await setupStudio(cli, files, options, (line) => lines.push(line))

    expect(projectId).toBe('abc123')
    expect(calls).toEqual([
      'projects list',
      'login (interactive)',
      'projects create Fijamex --dataset production --dataset-visibility public --json',
      'datasets import data/production.ndjson --dataset production --missing --project-id abc123',
      'cors list --project-id abc123',
      'cors add http://localhost:4321 --no-credentials --project-id abc123',
      'cors add http://localhost:5173 --no-credentials --project-id abc123',
      'cors add https://www.fijamex.mx --no-credentials --project-id abc123',
      'cors add http://localhost:3333 --credentials --project-id abc123',
    ])
    expect(texts['.env']).toBe(
      '# mine\nPORT=4321\nVITE_SANITY_PROJECT_ID=abc123\nVITE_SANITY_DATASET=production\nVITE_SANITY_STUDIO_URL=https://fijamex.sanity.studio\n',
    )
    expect(texts['studio/.env']).toBe(
      'SANITY_STUDIO_PROJECT_ID=abc123\nSANITY_STUDIO_DATASET=production\nSANITY_STUDIO_PREVIEW_URL=https://www.fijamex.mx/\n',
    )
    // What the CLI cannot do is said, with where to do it.
    expect(lines.at(-1)).toBe('https://www.sanity.io/manage/project/abc123/api/webhooks')
  })

  it('runs again without creating anything twice or overwriting documents', async () => {
    const state = { loggedIn: true, origins: [] as string[] }
    const first = fakeCli(state)
    const { files } = memoryFiles()
    await setupStudio(first.cli, files, options, () => {})

    const second = fakeCli(state)
    await setupStudio(second.cli, files, options, () => {})

    expect(second.calls).toEqual([
      'projects list',
      'datasets import data/production.ndjson --dataset production --missing --project-id abc123',
      'cors list --project-id abc123',
    ])
  })

  it('uses the project it is given', async () => {
    const { cli, calls } = fakeCli({ loggedIn: true, origins: [] })
    const { files, texts } = memoryFiles()
    await setupStudio(cli, files, { ...options, projectId: 'given1' }, () => {})
    expect(calls.some((call) => call.startsWith('projects create'))).toBe(false)
    expect(envValue(texts['.env'] ?? '', 'VITE_SANITY_PROJECT_ID')).toBe('given1')
  })

  it('stops with the reason when a step fails', async () => {
    const { files } = memoryFiles()
    const failing: SanityCli = async (args) =>
      args[0] === 'datasets'
        ? { ok: false, output: 'Error: dataset not found' }
        : { ok: true, output: '"projectId": "abc123"' }
    await expect(setupStudio(failing, files, options, () => {})).rejects.toThrow(
      'the import failed: Error: dataset not found',
    )
  })
})

describe('.env files', () => {
  it('changes a variable in place, adds new ones, keeps everything else', () => {
    const text = '# Sanity\nVITE_SANITY_PROJECT_ID=\nOTHER=1\n'
    expect(
      setEnvValues(text, { VITE_SANITY_PROJECT_ID: 'x1', VITE_SANITY_DATASET: 'production' }),
    ).toBe('# Sanity\nVITE_SANITY_PROJECT_ID=x1\nOTHER=1\nVITE_SANITY_DATASET=production\n')
    expect(envValue(text, 'VITE_SANITY_PROJECT_ID')).toBeUndefined()
    expect(envValue('A="quoted"\n', 'A')).toBe('quoted')
  })
})
