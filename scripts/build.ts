/**
 * `npm run build`: the client bundle, the server renderer and the prerendered pages, written
 * into a new folder under dist-builds/ and served through the `dist` link only once all three
 * completed (scripts/atomic-build.ts). A failed build leaves the site that is served untouched.
 */
import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'
import { atomicBuild } from './atomic-build.ts'

const root = resolve(import.meta.dirname, '..')
const run = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
  execFileSync(args[0] as string, args.slice(1), { cwd: root, stdio: 'inherit', env })

try {
  await atomicBuild({
    dist: resolve(root, 'dist'),
    builds: resolve(root, 'dist-builds'),
    build: async (dir) => {
      run(['npx', 'vite', 'build', '--outDir', `${dir}/client`])
      run(['npx', 'vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', `${dir}/server`])
      // React's production build: its development build renders several times slower, and the
      // prerender renders a page per part of the catalogue.
      run([process.execPath, 'scripts/prerender.ts'], {
        ...process.env,
        DIST_DIR: dir,
        NODE_ENV: 'production',
      })
    },
  })
} catch {
  process.exit(1)
}
