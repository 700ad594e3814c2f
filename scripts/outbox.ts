/**
 * `npm run outbox [count]`: the last requests the local outbox received (default 10), newest
 * last, from OUTBOX_FILE or var/outbox.ndjson.
 */
import { defaultOutboxFile, readOutbox } from '../server/outbox/file.ts'

const count = Math.max(1, Number(process.argv[2]) || 10)
const file = defaultOutboxFile()
const entries = await readOutbox(file)

if (entries.length === 0) {
  console.log(`The outbox is empty (${file}).`)
  console.log('Send a form from the site served by "npm start" to see it here.')
} else {
  const shown = entries.slice(-count)
  console.log(`${shown.length} of ${entries.length} requests in ${file}:\n`)
  for (const entry of shown) {
    console.log(`── ${entry.receivedAt}  template "${entry.template_id}"`)
    for (const [name, value] of Object.entries(entry.template_params)) {
      const text = value.includes('\n') ? `\n    ${value.replaceAll('\n', '\n    ')}` : value
      console.log(`  ${name}: ${text}`)
    }
    console.log('')
  }
}
