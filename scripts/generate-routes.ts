/**
 * Regenerates src/routeTree.gen.ts from src/routes/ exactly as the router's Vite plugin does
 * during `vite build` and `vite dev`: the plugin's own generator, config resolution and options.
 *
 * Usage: node scripts/generate-routes.ts          rewrites src/routeTree.gen.ts if it changed
 *        node scripts/generate-routes.ts --check  leaves it as it is; exits 1 if it is stale
 */
import { readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { getConfig } from '@tanstack/router-plugin'
import { routerOptions } from './vite-router-options.ts'

const root = resolve(import.meta.dirname, '..')
const check = process.argv.includes('--check')

// The generator the plugin itself depends on, so both always produce the same file.
const fromPlugin = createRequire(
  createRequire(import.meta.url).resolve('@tanstack/router-plugin/package.json'),
)
const { Generator }: typeof import('@tanstack/router-generator') = await import(
  pathToFileURL(fromPlugin.resolve('@tanstack/router-generator')).href
)

// The plugin resolves its config against the Vite root and the generator keeps its temporary
// files under the working directory: both are the repository root.
process.chdir(root)
const config = getConfig(routerOptions, root)
const treeFile = config.generatedRouteTree
const treeName = relative(root, treeFile)

const before = await readFile(treeFile, 'utf8').catch(() => '')
await new Generator({ config, root }).run()
const after = await readFile(treeFile, 'utf8')

if (before === after) {
  console.log(`${treeName} is up to date.`)
} else if (check) {
  await writeFile(treeFile, before)
  console.error(`${treeName} is stale: run npm run routes`)
  process.exit(1)
} else {
  console.log(`Wrote ${treeName}.`)
}
