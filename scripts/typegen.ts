/**
 * `npm run typegen`: GROQ result types generated from the Studio schema and the site's queries.
 *   1. `sanity schema extract` (offline) writes the schema as JSON to .typegen/schema.json;
 *   2. src/sections/sections-projection.gen.ts is written from the schema's section types;
 *   3. `sanity typegen generate` reads every `defineQuery` in src/ and writes
 *      src/content/sanity.types.ts (schema types, one `…Result` type per query, and the
 *      `SanityQueries` map that types `ContentSource.query` by the query text).
 * `--check` (run by `npm run check`) regenerates into .typegen/ and fails if a committed file
 * differs, so a schema or query change without regenerated types cannot pass.
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { sectionsProjectionModule, sectionTypesFromSchema } from './typegen/sections-projection.ts'

const root = resolve(import.meta.dirname, '..')
const studio = join(root, 'studio')
const work = join(root, '.typegen')
const check = process.argv.includes('--check')

const targets = {
  projection: join(root, 'src/sections/sections-projection.gen.ts'),
  types: join(root, 'src/content/sanity.types.ts'),
}

/** Runs the Sanity CLI in the Studio folder; its warnings about a query are failures here. */
function sanity(args: string[], env: Record<string, string> = {}) {
  // Through this Node 22 binary: the CLI's shebang would pick the older system Node.
  const run = spawnSync(process.execPath, [join(root, 'node_modules/.bin/sanity'), ...args], {
    cwd: studio,
    encoding: 'utf8',
    env: { ...process.env, SANITY_TELEMETRY_DISABLED: '1', ...env },
  })
  const output = `${run.stdout}${run.stderr}`
  if (run.status !== 0 || /Encountered errors|Error while/.test(output)) {
    console.error(output)
    throw new Error(`sanity ${args.join(' ')} failed`)
  }
}

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return ''
  }
}

mkdirSync(work, { recursive: true })
const schemaFile = join(work, 'schema.json')
// The CLI resolves --path against the Studio folder.
sanity([
  'schema',
  'extract',
  '--enforce-required-fields',
  '--force',
  '--path',
  relative(studio, schemaFile),
])

const stale: string[] = []
const sectionTypes = sectionTypesFromSchema(JSON.parse(readFileSync(schemaFile, 'utf8')))
const projectionText = sectionsProjectionModule(sectionTypes, join(root, 'src/sections'))
if (check) {
  if (readOrEmpty(targets.projection) !== projectionText) stale.push(targets.projection)
} else {
  writeFileSync(targets.projection, projectionText)
}

const typesOut = check ? join(work, 'sanity.types.ts') : targets.types
sanity(['typegen', 'generate'], {
  TYPEGEN_SCHEMA: relative(studio, schemaFile),
  TYPEGEN_OUT: relative(studio, typesOut),
})
if (check && readOrEmpty(targets.types) !== readFileSync(typesOut, 'utf8'))
  stale.push(targets.types)

if (stale.length > 0) {
  for (const file of stale) console.error(`${relative(root, file)} is stale: run npm run typegen`)
  process.exit(1)
}
console.log(
  check
    ? `typegen: generated files are up to date (${sectionTypes.length} section types)`
    : `typegen: wrote ${relative(root, targets.projection)} and ${relative(root, targets.types)}`,
)
