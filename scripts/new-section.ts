/**
 * `npm run new:section -- <kebab-name> [--title "Título"] [--icon IconName]`: a new section type,
 * ready to place on a page. Writes the Studio schema (imported, given an icon and listed in
 * studio/schemaTypes/sections/index.ts, which feeds the page's `sections` array), the folder
 * src/sections/<kebab-name>/ (projection, component, CSS module, test) and the registry line,
 * then runs `npm run typegen` so the page query and its types include the new type.
 *   --title   the type's Spanish title in the Studio (default: the name's words, "Spec table");
 *   --icon    a @sanity/icons name (default: BlockElement);
 *   --no-typegen  skip the typegen run (then run `npm run typegen` yourself);
 *   --root    the project folder to write into (tests use a temporary copy).
 * Refuses, with exit code 1, a name that is not kebab-case or a section that already exists.
 */
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { newSection, SectionRefused } from './new-section/generate.ts'

const usage = 'Usage: npm run new:section -- <kebab-name> [--title "Título"] [--icon IconName]'

function fail(message: string): never {
  console.error(`new:section: ${message}`)
  process.exit(1)
}

function parseCli() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        title: { type: 'string' },
        icon: { type: 'string' },
        root: { type: 'string' },
        'no-typegen': { type: 'boolean' },
      },
    })
  } catch (error) {
    return fail(`${(error as Error).message}\n${usage}`)
  }
}

const { values, positionals } = parseCli()
if (positionals.length !== 1) fail(`expected one section name.\n${usage}`)

const root = resolve(values.root ?? resolve(import.meta.dirname, '..'))
let written: ReturnType<typeof newSection>
try {
  written = newSection(root, {
    name: positionals[0] as string,
    title: values.title,
    icon: values.icon,
  })
} catch (error) {
  if (error instanceof SectionRefused) fail(error.message)
  throw error
}
for (const path of written.created) console.log(`created  ${path}`)
for (const path of written.changed) console.log(`changed  ${path}`)
if (!values.title) {
  console.log("No --title: the Studio shows the name's words; write a Spanish title in the schema.")
}

if (values['no-typegen']) {
  console.log('Next: npm run typegen, then npm run check.')
} else {
  // The same Node that runs this script: typegen is TypeScript run by Node 22.
  const typegen = spawnSync(process.execPath, ['scripts/typegen.ts'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (typegen.status !== 0) fail('npm run typegen failed; fix what it printed and run it again.')
}
console.log(
  'Next: add the fields the design needs (schema, projection, component, test; npm run typegen after each schema or projection change), then place the section on a page (docs/add-a-page-type.md).',
)
