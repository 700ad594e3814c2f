import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { PINS_HEADER, pinsSheet, writeCatalogue } from './catalogue/test-fixtures.ts'
import { startServerProcess } from './test-server-process.ts'

// `npm run serve` as it runs, reloading its catalogue on SIGHUP (npm run catalogue:reload).

const ROW = (n: number) => `PP-${n},Perno,-,-,52,8,Nissan|Tsuru|2000`
const rows = (n: number) => Array.from({ length: n }, (_, i) => ROW(i + 1))

const dir = mkdtempSync(join(tmpdir(), 'reload-'))
const client = join(dir, 'client')
const catalogue = writeCatalogue(rows(5))
const csv = pinsSheet(catalogue)
let server: Awaited<ReturnType<typeof startServerProcess>>

beforeAll(async () => {
  mkdirSync(client)
  writeFileSync(join(client, 'index.html'), '<!doctype html><h1>Inicio</h1>')
  writeFileSync(join(client, '404.html'), '<!doctype html><h1>404</h1>')
  server = await startServerProcess({
    CLIENT_DIR: client,
    CATALOGUE_DIR: catalogue,
    CATALOGUE_DB: join(dir, 'catalogue.sqlite'),
  })
}, 20_000)

afterAll(() => {
  server?.process.kill('SIGTERM')
})

const served = async () =>
  ((await (await fetch(`${server.base}/api/productos`)).json()) as unknown[]).length

it('re-imports the CSV on SIGHUP without a restart, and refuses a sheet cut short', async () => {
  expect(await served()).toBe(5)
  writeFileSync(csv, `${[PINS_HEADER, ...rows(6)].join('\n')}\n`)
  // As staff do: npm run catalogue:reload finds the server by its id file and signals it.
  const port = new URL(server.base).port
  const reload = await promisify(execFile)(
    process.execPath,
    [join(import.meta.dirname, '../scripts/catalogue-reload.ts')],
    { env: { ...process.env, PORT: port } },
  )
  expect(reload.stdout).toContain(`process ${server.process.pid}`)
  await expect.poll(served, { timeout: 10_000 }).toBe(6)
  expect(server.log()).toMatch(/Catalogue reloaded from .*: 5 parts before, 6 now/)

  writeFileSync(csv, `${[PINS_HEADER, ...rows(2)].join('\n')}\n`)
  server.process.kill('SIGHUP')
  await expect
    .poll(server.log, { timeout: 10_000 })
    .toMatch(/tiene 2 productos y el último cargado tenía 6/)
  expect(await served()).toBe(6)
  // The refused sheet is not reported as a reload as well.
  await expect.poll(server.log, { timeout: 10_000 }).toMatch(/the one served is kept/)
  expect(server.log().match(/Catalogue reloaded/g)).toHaveLength(1)
  expect(server.process.exitCode).toBeNull()
}, 40_000)

it('keeps answering while it reloads, and then sends the answers it kept as the new sheets have them', async () => {
  writeFileSync(csv, `${[PINS_HEADER, ...rows(6)].join('\n')}\n`)
  const byMake = async () =>
    ((await (await fetch(`${server.base}/api/productos/marca/Nissan`)).json()) as unknown[]).length
  await expect.poll(served, { timeout: 10_000 }).toBe(6)
  // Asked before the reload, so kept: the reload makes it again from the new sheets.
  expect(await byMake()).toBe(6)
  writeFileSync(csv, `${[PINS_HEADER, ...rows(7)].join('\n')}\n`)
  const statuses: number[] = []
  let reloading = true
  const asking = (async () => {
    while (reloading) {
      const response = await fetch(`${server.base}/api/marcas`)
      await response.arrayBuffer()
      statuses.push(response.status)
    }
  })()
  server.process.kill('SIGHUP')
  await expect.poll(served, { timeout: 10_000 }).toBe(7)
  reloading = false
  await asking
  expect(statuses.length).toBeGreaterThan(0)
  expect(statuses.every((status) => status === 200)).toBe(true)
  expect(await byMake()).toBe(7)
}, 40_000)
