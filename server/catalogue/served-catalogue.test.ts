import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openServedCatalogue } from './served-catalogue.ts'
import { writeCsv } from './test-fixtures.ts'

const VALID = 'PP-1,Perno de puerta,-,-,52,8,Nissan|Tsuru|1992-2017'
const count = (db: { prepare(sql: string): { get(): unknown } }) =>
  db.prepare('SELECT COUNT(*) AS n FROM products').get()

describe('openServedCatalogue', () => {
  it('imports a good CSV and keeps it as the last good catalogue', () => {
    const lastGood = join(mkdtempSync(join(tmpdir(), 'served-')), 'var/catalogue.sqlite')
    const lines: string[] = []
    const db = openServedCatalogue(writeCsv([VALID]), lastGood, (line) => lines.push(line))
    expect(db && count(db)).toEqual({ n: 1 })
    expect(existsSync(lastGood)).toBe(true)
    expect(lines).toEqual([])
    db?.close()
  })

  it('keeps serving the last good catalogue when the CSV turns bad, and says why', () => {
    const lastGood = join(mkdtempSync(join(tmpdir(), 'served-')), 'catalogue.sqlite')
    const csv = writeCsv([VALID, 'PP-2,Perno,-,-,52,8,Nissan|Sentra|2000'])
    openServedCatalogue(csv, lastGood, () => {})?.close()
    writeFileSync(csv, 'clave,nombre\n"sin cerrar\n')
    const lines: string[] = []
    const db = openServedCatalogue(csv, lastGood, (line) => lines.push(line))
    expect(db && count(db)).toEqual({ n: 2 })
    expect(lines.join('\n')).toMatch(/línea 2: unas comillas/)
    expect(lines.join('\n')).toMatch(/last good catalogue/)
    expect(() => db?.exec('DELETE FROM products')).toThrow(/readonly|read-only/)
    db?.close()
  })

  it('returns no catalogue when there is no good one at all', () => {
    const lastGood = join(mkdtempSync(join(tmpdir(), 'served-')), 'catalogue.sqlite')
    const lines: string[] = []
    const db = openServedCatalogue('/nonexistent/productos.csv', lastGood, (l) => lines.push(l))
    expect(db).toBeUndefined()
    expect(lines.join('\n')).toMatch(/no existe el archivo[\s\S]*503/)
  })

  it.each([
    ['random bytes', () => Buffer.from(Array.from({ length: 8192 }, (_, i) => (i * 7919) % 256))],
    ['an empty file', () => Buffer.alloc(0)],
    ['a file cut short', (good: Buffer) => good.subarray(0, Math.floor(good.length / 3))],
  ])(
    'serves no catalogue, and says so, when the CSV is bad and the last good file is %s',
    (_, damage) => {
      const lastGood = join(mkdtempSync(join(tmpdir(), 'served-')), 'catalogue.sqlite')
      const csv = writeCsv([VALID])
      openServedCatalogue(csv, lastGood, () => {})?.close()
      writeFileSync(lastGood, damage(readFileSync(lastGood)))
      writeFileSync(csv, 'clave,nombre\n"sin cerrar\n')
      const lines: string[] = []
      const db = openServedCatalogue(csv, lastGood, (line) => lines.push(line))
      expect(db).toBeUndefined()
      expect(lines.join('\n')).toMatch(/is damaged .*\/api answers 503/)
    },
  )

  it('checks the last good catalogue in a time that grows with its rows, not their product', () => {
    // 2,000 products on 40 models: the four tables' cross product is about 10¹³ rows, which a
    // check that joins them would take minutes to count; a check of each table alone is instant.
    const lastGood = join(mkdtempSync(join(tmpdir(), 'served-')), 'catalogue.sqlite')
    const rows = Array.from(
      { length: 2000 },
      (_, i) =>
        `PP-${i + 1},Perno,-,-,52,8,Nissan|Modelo ${i % 40}|2000 ; Ford|Serie ${i % 37}|2001`,
    )
    const csv = writeCsv(rows)
    openServedCatalogue(csv, lastGood, () => {})?.close()
    const started = performance.now()
    const db = openServedCatalogue(csv, lastGood, () => {})
    expect(db && count(db)).toEqual({ n: 2000 })
    expect(performance.now() - started).toBeLessThan(5000)
    db?.close()
  }, 20_000)

  it('keeps the last good catalogue when a new sheet would lose more than a fifth of it', () => {
    const lastGood = join(mkdtempSync(join(tmpdir(), 'served-')), 'catalogue.sqlite')
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => `PP-${i + 1},Perno,-,-,52,8,Nissan|Tsuru|2000`)
    openServedCatalogue(writeCsv(rows(10)), lastGood, () => {})?.close()
    const lines: string[] = []
    const db = openServedCatalogue(writeCsv(rows(5)), lastGood, (line) => lines.push(line))
    expect(db && count(db)).toEqual({ n: 10 })
    expect(lines.join('\n')).toMatch(/tiene 5 productos y el último cargado tenía 10/)
    db?.close()
  })
})
