/**
 * `npm run studio:import:replace`: imports studio/data/production.ndjson into the production
 * dataset with --replace, after a warning. `npm run studio:import` is the safe default: it
 * only creates the documents that are missing and leaves existing ones alone.
 * Extra arguments go to `sanity dataset import` (e.g. --project-id).
 */
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'

const SOURCE = 'data/production.ndjson'
const DATASET = 'production'
/** Seconds to press Ctrl-C in, when someone is at the terminal. */
const GRACE_SECONDS = 5

console.warn(
  [
    '',
    `WARNING: this overwrites the "${DATASET}" dataset with the snapshot studio/${SOURCE}.`,
    "Every document of the dataset that has an id in the snapshot is replaced by the snapshot's",
    'version: edits made in the Studio since the snapshot was taken are lost. Documents that are',
    'not in the snapshot stay as they are.',
    'To only add the documents that are missing, run npm run studio:import instead.',
    '',
  ].join('\n'),
)

if (process.stdin.isTTY) {
  console.warn(`Replacing in ${GRACE_SECONDS} s; press Ctrl-C to cancel.`)
  await new Promise((done) => setTimeout(done, GRACE_SECONDS * 1000))
}

// `sanity` comes from node_modules/.bin, which npm puts on the PATH of its scripts.
const sanity = spawn(
  'sanity',
  ['dataset', 'import', SOURCE, DATASET, '--replace', ...process.argv.slice(2)],
  { cwd: resolve(import.meta.dirname, '..', 'studio'), stdio: 'inherit' },
)
sanity.on('error', (error) => {
  console.error(`Could not start the Sanity CLI: ${error.message}`)
  process.exit(1)
})
sanity.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
