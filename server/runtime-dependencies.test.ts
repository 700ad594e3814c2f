/**
 * A production install (`npm ci --omit=dev`) has only `dependencies`: every package the server
 * reaches at run time, through its own files and the shared ones it imports from src/, must be
 * listed there, or `npm run serve` cannot start.
 */
import { readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, resolve } from 'node:path'
import { expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '..')
const entries = ['server/main.ts', 'server/catalogue/import.ts', 'server/catalogue/check.ts']

function packagesReachedFrom(files: string[]): Map<string, string> {
  const packages = new Map<string, string>()
  const seen = new Set<string>()
  const queue = files.map((file) => resolve(root, file))
  while (queue.length > 0) {
    const file = queue.pop() as string
    if (seen.has(file)) continue
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    // Static imports and re-exports, skipping type-only ones (erased at run time).
    const pattern =
      /^(?:import|export)(?!\s+type\s)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm
    for (const match of source.matchAll(pattern)) {
      const specifier = (match[1] ?? match[2]) as string
      if (specifier.startsWith('.')) queue.push(resolve(dirname(file), specifier))
      else if (!specifier.startsWith('node:') && !builtinModules.includes(specifier)) {
        const parts = specifier.split('/')
        const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string)
        packages.set(name, file.slice(root.length + 1))
      }
    }
  }
  return packages
}

it('lists every package the server imports at run time under dependencies', () => {
  const manifest = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'))
  const dependencies = new Set(Object.keys(manifest.dependencies))
  const reached = packagesReachedFrom(entries)
  expect(reached.size).toBeGreaterThan(2)
  const missing = [...reached].filter(([name]) => !dependencies.has(name))
  expect(missing.map(([name, file]) => `${name} (imported by ${file})`)).toEqual([])
})
