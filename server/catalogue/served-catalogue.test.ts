import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createCatalogueAnswers } from './answers.ts'
import { openServedCatalogue } from './served-catalogue.ts'
import { pinsSheet, writeCatalogue } from './test-fixtures.ts'

const VALID = 'PP-1,Perno de puerta,-,-,52,8,Nissan|Tsuru|1992-2017'
const count = (db: { prepare(sql: string): { get(): unknown } } | undefined) =>
  db?.prepare('SELECT COUNT(*) AS n FROM parts').get()
const lastGoodIn = (name = 'catalogue.sqlite') => join(mkdtempSync(join(tmpdir(), 'served-')), name)

// Each test imports in a worker thread, which starts its own Node: seconds on a loaded machine.
describe('openServedCatalogue', { timeout: 20_000 }, () => {
  it('imports good sheets and keeps them as the last good catalogue', async () => {
    const lastGood = lastGoodIn('var/catalogue.sqlite')
    const lines: string[] = []
    const { db, outcome } = await openServedCatalogue(writeCatalogue([VALID]), lastGood, (line) =>
      lines.push(line),
    )
    expect(outcome).toBe('new')
    expect(count(db)).toEqual({ n: 1 })
    expect(existsSync(lastGood)).toBe(true)
    expect(lines).toEqual([])
    db?.close()
  })

  it('opens the last good catalogue without importing when the sheets are unchanged', async () => {
    const lastGood = lastGoodIn()
    const dir = writeCatalogue([VALID])
    ;(await openServedCatalogue(dir, lastGood, () => {})).db?.close()
    const imported = statSync(lastGood).mtimeMs
    const again = await openServedCatalogue(dir, lastGood, () => {})
    expect(again.outcome).toBe('unchanged')
    expect(statSync(lastGood).mtimeMs).toBe(imported)
    again.db?.close()
    writeFileSync(
      pinsSheet(dir),
      `${readFileSync(pinsSheet(dir), 'utf8')}PP-2,Perno,-,-,52,8,Nissan|Sentra|2000\n`,
    )
    const changed = await openServedCatalogue(dir, lastGood, () => {})
    expect(changed.outcome).toBe('new')
    expect(count(changed.db)).toEqual({ n: 2 })
    changed.db?.close()
  })

  it('keeps serving the last good catalogue when a sheet turns bad, and says why', async () => {
    const lastGood = lastGoodIn()
    const dir = writeCatalogue([VALID, 'PP-2,Perno,-,-,52,8,Nissan|Sentra|2000'])
    ;(await openServedCatalogue(dir, lastGood, () => {})).db?.close()
    writeFileSync(pinsSheet(dir), 'clave,nombre\n"sin cerrar\n')
    const lines: string[] = []
    const { db, outcome } = await openServedCatalogue(dir, lastGood, (line) => lines.push(line))
    expect(outcome).toBe('kept')
    expect(count(db)).toEqual({ n: 2 })
    expect(lines.join('\n')).toMatch(/pernos\.csv, línea 2: unas comillas/)
    expect(lines.join('\n')).toMatch(/last good catalogue/)
    expect(() => db?.exec('DELETE FROM parts')).toThrow(/readonly|read-only/)
    db?.close()
  })

  it('returns no catalogue when there is no good one at all', async () => {
    const lines: string[] = []
    const { db } = await openServedCatalogue('/nonexistent', lastGoodIn(), (l) => lines.push(l))
    expect(db).toBeUndefined()
    expect(lines.join('\n')).toMatch(/no existe el archivo[\s\S]*503/)
  })

  it.each([
    ['random bytes', () => Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 7919) % 256))],
    ['an empty file', () => Buffer.alloc(0)],
    ['a file cut short', (good: Buffer) => good.subarray(0, Math.floor(good.length / 3))],
  ])(
    'serves no catalogue, and says so, when the sheets are bad and the last good file is %s',
    async (_, damage) => {
      const lastGood = lastGoodIn()
      const dir = writeCatalogue([VALID])
      ;(await openServedCatalogue(dir, lastGood, () => {})).db?.close()
      writeFileSync(lastGood, damage(readFileSync(lastGood)))
      writeFileSync(pinsSheet(dir), 'clave,nombre\n"sin cerrar\n')
      const lines: string[] = []
      const { db } = await openServedCatalogue(dir, lastGood, (line) => lines.push(line))
      expect(db).toBeUndefined()
      expect(lines.join('\n')).toMatch(/is damaged .*\/api answers 503/)
    },
  )

  it('checks the last good catalogue in a time that grows with its rows, not their product', async () => {
    // 2,000 parts on 77 models: the tables' cross product is about 10¹³ rows, which a check that
    // joins them would take minutes to count; a check of each table alone is instant.
    const lastGood = lastGoodIn()
    const rows = Array.from(
      { length: 2000 },
      (_, i) =>
        `PP-${i + 1},Perno,-,-,52,8,Nissan|Modelo ${i % 40}|2000 ; Ford|Serie ${i % 37}|2001`,
    )
    const dir = writeCatalogue(rows)
    ;(await openServedCatalogue(dir, lastGood, () => {})).db?.close()
    const started = performance.now()
    const { db, outcome } = await openServedCatalogue(dir, lastGood, () => {})
    expect(outcome).toBe('unchanged')
    expect(count(db)).toEqual({ n: 2000 })
    expect(performance.now() - started).toBeLessThan(5000)
    db?.close()
  }, 30_000)

  it('keeps the last good catalogue when new sheets would lose more than a fifth of it', async () => {
    const lastGood = lastGoodIn()
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => `PP-${i + 1},Perno,-,-,52,8,Nissan|Tsuru|2000`)
    ;(await openServedCatalogue(writeCatalogue(rows(10)), lastGood, () => {})).db?.close()
    const lines: string[] = []
    const { db } = await openServedCatalogue(writeCatalogue(rows(5)), lastGood, (line) =>
      lines.push(line),
    )
    expect(count(db)).toEqual({ n: 10 })
    expect(lines.join('\n')).toMatch(/tiene 5 productos y el último cargado tenía 10/)
    db?.close()
  })

  it('counts a new import’s parts and makes the warm answers in the import’s thread, whole', async () => {
    const lastGood = lastGoodIn()
    const rows = Array.from(
      { length: 400 },
      (_, i) => `PP-${i + 1},Perno,-,-,52,8,Nissan|Tsuru|2000`,
    )
    const first = await openServedCatalogue(writeCatalogue(rows), lastGood, () => {})
    expect(first.products).toBe(400)
    // The whole list (tens of kilobytes, its bytes moved from the thread) and a part (bytes small
    // enough to share Node's pool, copied).
    const asked = first.db && createCatalogueAnswers(first.db)
    asked?.respond('/productos', {})
    asked?.respond('/producto/pp-7', {})
    const warm = asked?.keptKeys(2) ?? []
    first.db?.close()
    const more = writeCatalogue([...rows, 'PP-401,Perno nuevo,-,-,60,9,Nissan|Tsuru|2010'])
    const { db, outcome, products, prepared } = await openServedCatalogue(
      more,
      lastGood,
      () => {},
      warm,
    )
    expect([outcome, products, prepared.length]).toEqual(['new', 401, 2])
    const decompress = { br: brotliDecompressSync, gzip: gunzipSync }
    for (const [, answer] of prepared) {
      for (const encoding of ['br', 'gzip'] as const) {
        const bytes = answer.uncompressed?.includes(encoding)
          ? answer[encoding]
          : decompress[encoding](answer[encoding])
        expect(Buffer.from(bytes)).toEqual(Buffer.from(answer.identity))
      }
    }
    const list = prepared.find(([, answer]) => answer.identity.byteLength > 10_000)?.[1]
    expect(JSON.parse(new TextDecoder().decode(list?.identity))).toHaveLength(401)
    db?.close()
  })
})
