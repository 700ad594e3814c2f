/**
 * Builds the site a second time into dist-e2e-live/, as a build with a Sanity project is: the
 * browser code gets VITE_SANITY_PROJECT_ID and VITE_SANITY_STUDIO_URL (live content, and the
 * Presentation tool inside the Studio's frame). The pages are prerendered from the snapshot,
 * the content the tests' stand-in for Sanity answers with, so there is no network at build
 * time. Its catalogue is another server that follows the contract (tests/e2e/contract-server/),
 * started here for the prerender to read, as a cloud catalogue API would be. Also bundles the
 * stand-in Studio page (tests/e2e/live/studio/). Run by `npm run test:e2e`.
 */
import { execFileSync, spawn } from 'node:child_process'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { build } from 'vite'
import { startContractServer } from '../contract-server/server.ts'
import { CONTRACT_API_URL, E2E_CONTRACT_PORT, LIVE_BUILD } from '../helpers.ts'
import { photoDocuments } from './photo-documents.ts'

const root = resolve(import.meta.dirname, '../../..')
const started = performance.now()
const { VITE_SANITY_PROJECT_ID: _, VITE_SANITY_STUDIO_URL: __, ...env } = process.env
env.VITE_CATALOG_API_URL = CONTRACT_API_URL

function run(args: string[], extra: Record<string, string> = {}) {
  // A local build: the forms keep the local outbox and robot check (src/forms/build-env.ts).
  execFileSync('npx', args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, SITE_LOCAL_FORMS: '1', ...extra },
  })
}

run(['vite', 'build', '--logLevel', 'warn', '--outDir', `${LIVE_BUILD.dir}/client`], {
  VITE_SANITY_PROJECT_ID: LIVE_BUILD.projectId,
  VITE_SANITY_STUDIO_URL: LIVE_BUILD.studioUrl,
})
run([
  'vite',
  'build',
  '--logLevel',
  'warn',
  '--ssr',
  'src/entry-server.tsx',
  '--outDir',
  `${LIVE_BUILD.dir}/server`,
])
// The snapshot with the stand-in's photographs (the dataset the stand-in Sanity API serves).
const snapshot = `var/${LIVE_BUILD.dir}-content.ndjson`
await mkdir(resolve(root, 'var'), { recursive: true })
await writeFile(
  resolve(root, snapshot),
  `${(await readFile(resolve(root, 'studio/data/production.ndjson'), 'utf8')).trimEnd()}\n${photoDocuments()
    .map((doc) => JSON.stringify(doc))
    .join('\n')}\n`,
)
// Not run synchronously: the stand-in answers from this process while the prerender reads it.
const catalogue = await startContractServer(E2E_CONTRACT_PORT)
try {
  // The door pins' pictures, then the pages, as scripts/build.ts runs them.
  for (const script of [
    ['scripts/pictures.ts', '--parts', `${LIVE_BUILD.dir}/client`],
    ['scripts/prerender.ts'],
  ]) {
    const step = spawn('npx', ['node', ...script], {
      cwd: root,
      stdio: 'inherit',
      // React's production build, as scripts/build.ts renders with.
      env: {
        ...env,
        SITE_LOCAL_FORMS: '1',
        DIST_DIR: LIVE_BUILD.dir,
        NODE_ENV: 'production',
        CONTENT_SNAPSHOT: snapshot,
      },
    })
    const code = await new Promise<number | null>((done) => step.on('exit', done))
    if (code !== 0) throw new Error(`${script[0]} exited with ${code}`)
  }
} finally {
  catalogue.close()
}

await build({
  configFile: false,
  root: resolve(import.meta.dirname, 'studio'),
  logLevel: 'warn',
  build: { outDir: resolve(root, LIVE_BUILD.dir, 'studio'), emptyOutDir: true },
})
console.log(`live-content site built in ${Math.round(performance.now() - started)} ms`)
