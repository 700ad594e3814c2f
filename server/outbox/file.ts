import { appendFile, mkdir, readFile } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')

/** One request the outbox received, as stored: one JSON document a line. */
export type OutboxEntry = {
  receivedAt: string
  service_id: string
  template_id: string
  user_id: string
  template_params: Record<string, string>
}

/** The outbox file: OUTBOX_FILE (relative to the repository) or var/outbox.ndjson. */
export function defaultOutboxFile(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(root, env.OUTBOX_FILE || 'var/outbox.ndjson')
}

export async function appendOutboxEntry(file: string, entry: OutboxEntry): Promise<void> {
  // Entries hold visitors' names, e-mails and phones: readable by the server's user only.
  await mkdir(dirname(file), { recursive: true, mode: 0o700 })
  await appendFile(file, `${JSON.stringify(entry)}\n`, { encoding: 'utf8', mode: 0o600 })
}

/** Every entry of the file, oldest first; a missing file is an empty outbox. */
export async function readOutbox(file: string): Promise<OutboxEntry[]> {
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as OutboxEntry]
      } catch {
        return []
      }
    })
}
