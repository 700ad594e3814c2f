/**
 * `npm run build`: the client bundle, the server renderer, the door pins' pictures and the
 * prerendered pages, written
 * into a new folder under dist-builds/ and served through the `dist` link only once all three
 * completed (scripts/atomic-build.ts). A failed or interrupted build leaves the site that is
 * served untouched and its own folder removed.
 */
import { resolve } from 'node:path'
import { atomicBuild } from './atomic-build.ts'
import { interruptedBy, runStep } from './build-steps.ts'

const root = resolve(import.meta.dirname, '..')
// Ctrl-C or a SIGTERM stops the running step and removes the unfinished build's folder.
const interrupt = interruptedBy(['SIGINT', 'SIGTERM'])
const run = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
  runStep(args, { cwd: root, env, signal: interrupt.signal })

// BUILD_ROOT puts `dist` and `dist-builds` elsewhere (bench:scale's catalogue of 10,000 parts).
const out = resolve(root, process.env.BUILD_ROOT || '.')
try {
  await atomicBuild({
    dist: resolve(out, 'dist'),
    builds: resolve(out, 'dist-builds'),
    signal: interrupt.signal,
    build: async (dir) => {
      await run(['npx', 'vite', 'build', '--outDir', `${dir}/client`])
      await run([
        'npx',
        'vite',
        'build',
        '--ssr',
        'src/entry-server.tsx',
        '--outDir',
        `${dir}/server`,
      ])
      // Every picture file: the site's are in public/ (copied by Vite), the door pins' drawn here.
      await run([process.execPath, 'scripts/pictures.ts', '--parts', `${dir}/client`])
      // React's production build: its development build renders several times slower, and the
      // prerender renders a page per part of the catalogue.
      await run([process.execPath, 'scripts/prerender.ts'], {
        ...process.env,
        DIST_DIR: dir,
        NODE_ENV: 'production',
      })
    },
  })
} catch {
  process.exit(interrupt.exitCode() ?? 1)
}
