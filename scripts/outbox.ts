/**
 * `npm run outbox [count]`: the last requests the local outbox received (default 10), newest
 * last, from OUTBOX_FILE or var/outbox.ndjson.
 */
import { logText } from '../server/http/log-text.ts'
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
    // Visitor text is printed with its control characters escaped (no forged lines, no
    // terminal escape sequences); a message's own line breaks are kept as indented lines.
    console.log(logText(`── ${entry.receivedAt}  template "${entry.template_id}"`))
    for (const [name, value] of Object.entries(entry.template_params)) {
      const lines = String(value).split(/\r?\n/).map(logText)
      const text = lines.length > 1 ? `\n    ${lines.join('\n    ')}` : lines[0]
      console.log(`  ${logText(name)}: ${text}`)
    }
    console.log('')
  }
}
