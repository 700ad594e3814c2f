/**
 * `npm run studio:setup`: connects the site to a (new or existing) Sanity project, doing every
 * step the Sanity CLI can do (see scripts/studio-setup/setup.ts and README, "Editing content").
 *
 *   npm run studio:setup -- [--project-id <id>] [--dataset production]
 *                           [--site-url https://www.fijamex.mx]… [--studio-url https://….sanity.studio]
 */
import { spawn } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { type EnvFiles, type SanityCli, setupStudio } from './studio-setup/setup.ts'

const root = resolve(import.meta.dirname, '..')
const { values } = parseArgs({
  options: {
    'project-id': { type: 'string' },
    dataset: { type: 'string', default: 'production' },
    'site-url': { type: 'string', multiple: true, default: [] },
    'studio-url': { type: 'string' },
  },
})

// `sanity` comes from node_modules/.bin, which npm puts on the PATH of its scripts; it runs in
// studio/ so it reads the Studio's own configuration.
const cli: SanityCli = (args, options = {}) =>
  new Promise((done) => {
    const child = spawn('sanity', args, {
      cwd: resolve(root, 'studio'),
      stdio: options.interactive ? 'inherit' : ['inherit', 'pipe', 'pipe'],
      env: { ...process.env, SANITY_TELEMETRY_DISABLED: '1' },
    })
    let stdout = ''
    let stderr = ''
    child.stdout?.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr?.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('error', (error) => done({ ok: false, output: error.message }))
    // Progress and warnings go to stderr; what the setup reads is on stdout.
    child.on('exit', (code) =>
      done({ ok: code === 0, output: code === 0 ? stdout : stdout + stderr }),
    )
  })

const files: EnvFiles = {
  read: (file) => readFile(resolve(root, file), 'utf8').catch(() => ''),
  write: (file, text) => writeFile(resolve(root, file), text),
}

try {
  await setupStudio(
    cli,
    files,
    {
      projectId: values['project-id'],
      dataset: values.dataset,
      siteUrls: values['site-url'],
      studioUrl: values['studio-url'],
    },
    (line) => console.log(line),
  )
} catch (error) {
  console.error(`studio:setup stopped: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
