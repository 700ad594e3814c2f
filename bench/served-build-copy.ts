import { cp, lstat, readlink, rename, rm, symlink } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'

/**
 * A copy of the build `dist` serves, under `dist-builds/`, which `switchIn` makes the served one
 * as `npm run build` does a new build (scripts/atomic-build.ts: a link renamed over `dist`), and
 * `restore` switches back from and removes. Needs `dist` to be that link (any `npm run build`).
 */
export async function servedBuildCopy(root: string) {
  const dist = join(root, 'dist')
  if (!(await lstat(dist)).isSymbolicLink()) {
    throw new Error(`${dist} is not a link to a build: run "npm run build:local" first`)
  }
  const original = await readlink(dist)
  const copy = join(root, 'dist-builds', `${new Date().toISOString().replace(/[:.]/g, '-')}-soak`)
  await cp(resolve(root, original), copy, { recursive: true })
  const point = async (target: string) => {
    const next = `${dist}.soak-next`
    await rm(next, { force: true })
    await symlink(target, next)
    await rename(next, dist)
  }
  return {
    switchIn: () => point(relative(root, copy)),
    async restore() {
      await point(original)
      await rm(copy, { recursive: true, force: true })
    },
  }
}
