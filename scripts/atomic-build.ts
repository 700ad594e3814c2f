import { lstat, mkdir, readdir, readlink, rename, rm, symlink } from 'node:fs/promises'
import { basename, join, relative } from 'node:path'

/**
 * A build that replaces the served one only once it completed. Each build is written into a
 * folder of its own under `builds` (`dist-builds/<time>`); `dist` is a symbolic link to the
 * current one, switched by a rename, which is atomic: a server reading `dist/client` per request
 * answers from the old build until the switch and from the new one after it, with no restart
 * and no request in between. A failed or interrupted build removes its folder and leaves `dist`
 * as it was.
 * The build before the current one is kept (pages still open may ask for its files' names
 * for a moment longer, and it is the way back); older ones are removed.
 */
export async function atomicBuild(options: {
  /** The served build's path, a link once the first atomic build has run: `dist`. */
  dist: string
  /** Where the builds live: `dist-builds`. */
  builds: string
  /** Writes a whole build into `dir` (client/, server/, the prerendered pages). */
  build: (dir: string) => Promise<void>
  /** Aborted by an interruption (build-steps.ts): the build stops and its folder is removed. */
  signal?: AbortSignal
  now?: () => Date
  log?: (line: string) => void
}): Promise<string> {
  const { dist, builds, log = (line) => console.log(line) } = options
  const stamp = (options.now?.() ?? new Date()).toISOString().replace(/[:.]/g, '-')
  const dir = join(builds, stamp)
  await mkdir(dir, { recursive: true })
  try {
    await options.build(dir)
    // Interrupted after the last step: still not switched to.
    options.signal?.throwIfAborted()
  } catch (error) {
    await rm(dir, { recursive: true, force: true })
    const what = options.signal?.aborted ? 'was interrupted' : 'failed'
    log(`The build ${what}; ${dist} is as it was.`)
    throw error
  }
  const previous = await currentTarget(dist)
  if (previous === undefined && (await exists(dist))) {
    // A folder from before atomic builds: kept beside the others, then replaced by the link.
    await rename(dist, join(builds, `${stamp}-before`))
  }
  const next = `${dist}.next`
  await rm(next, { force: true })
  await symlink(relative(join(dist, '..'), dir), next)
  await rename(next, dist)
  log(`${dist} now serves ${dir}.`)
  await prune(builds, [basename(dir), previous && basename(previous)])
  return dir
}

async function currentTarget(link: string): Promise<string | undefined> {
  try {
    if (!(await lstat(link)).isSymbolicLink()) return undefined
    return await readlink(link)
  } catch {
    return undefined
  }
}

async function exists(path: string): Promise<boolean> {
  return lstat(path).then(
    () => true,
    () => false,
  )
}

/** Removes every build but those named in `keep`. */
async function prune(builds: string, keep: (string | undefined)[]) {
  for (const name of await readdir(builds)) {
    if (!keep.includes(name)) await rm(join(builds, name), { recursive: true, force: true })
  }
}
