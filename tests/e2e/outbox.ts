import { readFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { expect, type Page } from '@playwright/test'

/**
 * Where `npm run serve` appends: OUTBOX_FILE as playwright.config.ts sets it, or the default, and
 * the live build's server's file.
 */
const outboxFiles = [
  ...new Set([
    process.env.OUTBOX_FILE,
    'test-results/outbox.ndjson',
    'test-results/outbox-live.ndjson',
    'var/outbox.ndjson',
  ]),
]
  .filter((file): file is string => Boolean(file))
  .map((file) => resolve(file))

export type Entry = { template_id: string; template_params: Record<string, string> }

export async function outboxEntries(): Promise<Entry[]> {
  const entries: Entry[] = []
  for (const file of outboxFiles) {
    const text = await readFile(file, 'utf8').catch(() => '')
    for (const line of text.split('\n').filter(Boolean)) entries.push(JSON.parse(line) as Entry)
  }
  return entries
}

export async function findInOutbox(name: string): Promise<Entry | undefined> {
  let found: Entry | undefined
  await expect
    .poll(async () => {
      found = (await outboxEntries()).find((entry) => entry.template_params.name === name)
      return found !== undefined
    })
    .toBe(true)
  return found
}

/**
 * Fills the page's quote form as `person` (valid phone and e-mail, local robot check), sends it
 * and answers the message the outbox received from it.
 */
export async function sendQuoteAs(page: Page, person: string): Promise<string | undefined> {
  const form = page.getByRole('form', { name: 'Solicitud de cotización' })
  await form.getByLabel(/^Nombre/).fill(person)
  await form.getByLabel(/^Correo electrónico/).fill('compras@taller.mx')
  await form.getByLabel(/^Teléfono/).fill('5512345678')
  await form.getByLabel(/Verificación local/).check()
  await form.getByRole('button', { name: 'Solicitar cotización' }).click()
  return (await findInOutbox(person))?.template_params.message
}
