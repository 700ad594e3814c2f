/**
 * Regenerates src/routeTree.gen.ts from src/routes/ exactly as the router's Vite plugin does
 * during `vite build` and `vite dev`: the same generator, config resolution and options.
 *
 * Usage: node scripts/generate-routes.ts          rewrites src/routeTree.gen.ts if it changed
 *        node scripts/generate-routes.ts --check  writes nothing; exits 1 if the file is stale
 */
import { readFileSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { Generator } from '@tanstack/router-generator'
import { getConfig } from '@tanstack/router-plugin'

/**
 * The options vite.config.ts passes to tanstackRouter(); the two must stay equal. The script
 * stops when vite.config.ts no longer contains that call word for word, so that a change there
 * cannot go unnoticed here.
 */
const ROUTER_OPTIONS = { target: 'react', autoCodeSplitting: true } as const
const ROUTER_CALL = `tanstackRouter({ target: '${ROUTER_OPTIONS.target}', autoCodeSplitting: ${ROUTER_OPTIONS.autoCodeSplitting} })`

const root = resolve(import.meta.dirname, '..')
const { values: args } = parseArgs({ options: { check: { type: 'boolean', default: false } } })

function stop(message: string): never {
  console.error(message)
  process.exit(1)
}

if (!readFileSync(resolve(root, 'vite.config.ts'), 'utf8').includes(ROUTER_CALL))
  stop(
    `vite.config.ts no longer calls ${ROUTER_CALL}.\nCopy its router options into ROUTER_OPTIONS in scripts/generate-routes.ts.`,
  )

// The generator imported here must be the one the plugin loads, not another copy in node_modules.
const require = createRequire(import.meta.url)
const versionOf = (from: NodeJS.Require) =>
  (from('@tanstack/router-generator/package.json') as { version: string }).version
const pluginGenerator = versionOf(
  createRequire(require.resolve('@tanstack/router-plugin/package.json')),
)
if (versionOf(require) !== pluginGenerator)
  stop(
    `@tanstack/router-generator ${versionOf(require)} is not the ${pluginGenerator} that @tanstack/router-plugin uses. Run npm install.`,
  )

// The plugin resolves its config against the Vite root (the repository root), and the generator
// keeps its temporary files under the working directory: both are the repository root here too.
process.chdir(root)
// The plugin's getConfig: the generator's own (tsr.config.json, defaults, absolute paths) plus
// the bundler-only options, exactly what the plugin hands to the Generator.
const config = getConfig(ROUTER_OPTIONS, root)
const treeName = relative(root, config.generatedRouteTree)

type FileSystem = NonNullable<ConstructorParameters<typeof Generator>[0]['fs']>

/**
 * The generator's file system for --check: it reads from the disk unless it wrote the file
 * itself, and its writes stay in `written`. It writes a temporary file, then renames it over
 * the target, so what is left in `written` at the end is what a real run would change.
 */
function inMemoryWrites(written: Map<string, string>): FileSystem {
  const mtimes = new Map<string, bigint>()
  let clock = 0n
  const write = (path: string, content: string) => {
    written.set(path, content)
    mtimes.set(path, ++clock)
  }
  return {
    stat: async (path) => {
      if (written.has(path)) return { mtimeMs: mtimes.get(path) ?? 0n, mode: 0, uid: 0, gid: 0 }
      const stats = await stat(path, { bigint: true })
      return {
        mtimeMs: stats.mtimeMs,
        mode: Number(stats.mode),
        uid: Number(stats.uid),
        gid: Number(stats.gid),
      }
    },
    readFile: async (path) => {
      const content = written.get(path)
      if (content !== undefined)
        return { stat: { mtimeMs: mtimes.get(path) ?? 0n }, fileContent: content }
      try {
        const [stats, fileContent] = await Promise.all([
          stat(path, { bigint: true }),
          readFile(path, 'utf8'),
        ])
        return { stat: { mtimeMs: stats.mtimeMs }, fileContent }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'file-not-existing'
        throw error
      }
    },
    writeFile: async (path, content) => write(path, content),
    rename: async (from, to) => {
      write(to, written.get(from) ?? '')
      written.delete(from)
    },
    // Only ever applied to the generator's temporary files, which exist in memory only.
    chmod: async () => {},
    chown: async () => {},
  }
}

if (args.check) {
  const written = new Map<string, string>()
  await new Generator({ config, root, fs: inMemoryWrites(written) }).run()
  const changed = [...written.keys()].map((path) => relative(root, path))
  if (changed.length === 0) {
    console.log(`${treeName} is up to date.`)
  } else {
    for (const name of changed) {
      console.error(
        name === treeName
          ? `${treeName} is stale: run npm run routes`
          : `${name} would be rewritten by the route generator: run npm run routes`,
      )
    }
    process.exit(1)
  }
} else {
  const before = await readFile(config.generatedRouteTree, 'utf8').catch(() => null)
  await new Generator({ config, root }).run()
  const after = await readFile(config.generatedRouteTree, 'utf8')
  console.log(before === after ? `${treeName} is up to date.` : `Wrote ${treeName}.`)
}
