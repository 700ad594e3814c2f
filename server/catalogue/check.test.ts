import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { openCatalogueDb } from './db.ts'
import { FACTS_HEADER, pinsSheet, writeCatalogue } from './test-fixtures.ts'

// `npm run catalogue:check FILE` as staff run it: Node itself, the file, its output and status.

const SCRIPT = fileURLToPath(new URL('./check.ts', import.meta.url))

/** No last good catalogue unless a test names one. */
const NONE = join(mkdtempSync(join(tmpdir(), 'check-')), 'none.sqlite')

function check(file: string, env: NodeJS.ProcessEnv = {}) {
  const run = spawnSync(process.execPath, ['--disable-warning=ExperimentalWarning', SCRIPT, file], {
    encoding: 'utf8',
    env: { ...process.env, CATALOGUE_DB: NONE, ...env },
  })
  return { status: run.status, stdout: run.stdout, stderr: run.stderr }
}

const ROW = 'Nissan|Tsuru|1992-2017'

describe('catalogue:check', { timeout: 30_000 }, () => {
  it('accepts a sheet with the facts columns, and one without them', () => {
    const facts = writeCatalogue(
      [
        `PP-1,Perno,-,-,52,8,${ROW},Puerta trasera · ambos lados,2,Zincado,Acero 1045,Nissan 80420-1`,
      ],
      FACTS_HEADER,
    )
    expect(check(facts)).toMatchObject({ status: 0, stdout: expect.stringMatching(/correcto; 1/) })
    expect(check(writeCatalogue([`PP-1,Perno,-,-,52,8,${ROW}`]))).toMatchObject({ status: 0 })
  })

  it('checks one sheet named after its line, and says how to name one that is not', () => {
    const dir = writeCatalogue([`PP-1,Perno,-,-,52,8,${ROW}`])
    expect(check(pinsSheet(dir))).toMatchObject({
      status: 0,
      stdout: expect.stringMatching(/pernos\.csv: correcto; 1 piezas \(pernos 1\)/),
    })
    const { status, stderr } = check(join(dir, 'productos.csv'))
    expect(status).toBe(1)
    expect(stderr).toMatch(
      /el nombre del archivo dice de qué línea son sus piezas; use uno de: pernos\.csv, birlos\.csv/,
    )
  })

  it('explains a bad value in each facts column in Spanish, with its line', () => {
    const file = writeCatalogue(
      [
        `PP-1,Perno,-,-,52,8,${ROW},puerta,,,,`,
        `PP-2,Perno,-,-,52,8,${ROW},,una caja,,,`,
        `PP-3,Perno,-,-,52,8,${ROW},,,Dorado,,`,
        `PP-4,Perno,-,-,52,8,${ROW},,,,${'Acero '.repeat(11)},`,
        `PP-5,Perno,-,-,52,8,${ROW},,,,,Nissan 80420-1|Pernotec 80420.1`,
      ],
      FACTS_HEADER,
    )
    const { status, stderr } = check(file)
    expect(status).toBe(1)
    const lines = stderr.trim().split('\n')
    expect(lines[0]).toBe('Catálogo no válido:')
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^pernos\.csv, línea 2: posicion "puerta": .*no es un término/),
      expect.stringMatching(/^pernos\.csv, línea 3: piezas_por_paquete "una caja" debe ser/),
      expect.stringMatching(/^pernos\.csv, línea 4: acabado "Dorado" no es un acabado conocido/),
      expect.stringMatching(/^pernos\.csv, línea 5: material tiene 65 caracteres/),
      expect.stringMatching(/^pernos\.csv, línea 6: la equivalencia "Pernotec 80420.1" repite/),
    ])
  })

  it('refuses, in Spanish, a sheet that loses more than a fifth of the last good catalogue', () => {
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => `PP-${i + 1},Perno,-,-,52,8,${ROW}`)
    const lastGood = join(mkdtempSync(join(tmpdir(), 'check-')), 'catalogue.sqlite')
    openCatalogueDb(writeCatalogue(rows(10)), lastGood).close()
    const cut = writeCatalogue(rows(7))
    const refused = check(cut, { CATALOGUE_DB: lastGood })
    expect(refused.status).toBe(1)
    expect(refused.stderr).toMatch(/tiene 7 productos y el último cargado tenía 10/)
    expect(refused.stderr).toMatch(/CATALOGUE_ALLOW_SHRINK=1/)
    expect(check(writeCatalogue(rows(8)), { CATALOGUE_DB: lastGood }).status).toBe(0)
    expect(check(cut, { CATALOGUE_DB: lastGood, CATALOGUE_ALLOW_SHRINK: '1' }).status).toBe(0)
  })
})
