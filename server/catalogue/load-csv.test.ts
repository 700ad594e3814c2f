import { readFileSync, writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { openCatalogueDb } from './db.ts'
import { loadCatalogueCsv } from './load-csv.ts'
import { EDGE_CATALOGUE, writeCsv } from './test-fixtures.ts'

const VALID = 'PP-1,Perno de puerta,-,-,52,8,Nissan|Tsuru|1992-2017'

describe('loadCatalogueCsv', () => {
  it('reads rows, defaulting an empty tag and note to "-"', () => {
    const [row] = loadCatalogueCsv(
      writeCsv(['PP-7,Perno de puerta,,,52.5,8,Nissan|Tsuru|1992–2017']),
    )
    expect(row).toEqual({
      line: 2,
      key: 'PP-7',
      name: 'Perno de puerta',
      tag: '-',
      note: '-',
      lengthMm: 52.5,
      diameterMm: 8,
      applications: [{ brand: 'Nissan', model: 'Tsuru', from: 1992, to: 2017 }],
    })
  })

  it('reads the edge-case fixture', () => {
    expect(loadCatalogueCsv(writeCsv(EDGE_CATALOGUE))).toHaveLength(EDGE_CATALOGUE.length)
  })

  it('rejects a duplicate key, naming both lines', () => {
    const csv = writeCsv([VALID, 'PP-2,Perno,-,-,52,8,Nissan|Sentra|2000', VALID])
    expect(() => loadCatalogueCsv(csv)).toThrow(
      'productos.csv, línea 4: la clave PP-1 ya aparece en la línea 2',
    )
  })

  it('rejects a model name used under two brands', () => {
    const csv = writeCsv([VALID, 'PP-2,Perno,-,-,52,8,Volkswagen|Tsuru|1990-1995'])
    expect(() => loadCatalogueCsv(csv)).toThrow(
      /línea 3: el modelo "Tsuru" aparece con la marca Volkswagen y con Nissan \(línea 2\)/,
    )
  })

  it('rejects two spellings of the same brand or model', () => {
    const csv = writeCsv([VALID, 'PP-2,Perno,-,-,52,8,NISSAN|Tsurú|1990-1995'])
    const load = () => loadCatalogueCsv(csv)
    expect(load).toThrow(/línea 3: la marca "NISSAN" difiere de "Nissan" \(línea 2\)/)
    expect(load).toThrow(/línea 3: el modelo "Tsurú" difiere de "Tsuru" \(línea 2\)/)
  })

  it.each([
    ['pp-1,Perno,-,-,52,8,Nissan|Tsuru|1992', /la clave "pp-1" no tiene el formato/],
    ['PP-1,,-,-,52,8,Nissan|Tsuru|1992', /falta el nombre/],
    ['PP-1,Perno,-,-,"52,5",8,Nissan|Tsuru|1992', /largo_mm "52,5" debe ser un número/],
    ['PP-1,Perno,-,-,52,0.5,Nissan|Tsuru|1992', /diametro_mm 0.5 está fuera del intervalo/],
    ['PP-1,Perno,-,-,20,30,Nissan|Tsuru|1992', /el diámetro \(30 mm\) debe ser menor/],
    ['PP-1,Perno,-,-,52,8,', /aplicaciones debe listar/],
    ['PP-1,Perno,-,-,52,8,Nissan|Tsuru|1992 ; ', /aplicaciones debe listar/],
    ['PP-1,Perno,-,-,52,8,Nissan Tsuru 1992', /la aplicación "Nissan Tsuru 1992" debe ser/],
    ['PP-1,Perno,-,-,52,8,Nissan|Tsuru|2017-1992', /los años "2017-1992" de Nissan Tsuru/],
    ['PP-1,Perno,-,-,52,8,Nissan|Tsuru|1992 ; Nissan|Tsuru|1993', /aparece dos veces/],
  ])('rejects the row %s', (line, message) => {
    expect(() => loadCatalogueCsv(writeCsv([line]))).toThrow(message)
  })

  it('reports every bad line at once', () => {
    const csv = writeCsv(['PP-1,,-,-,52,8,Nissan|Tsuru|1992', VALID.replace('PP-1', 'PP-2'), 'x'])
    expect(() => loadCatalogueCsv(csv)).toThrow(/línea 2: falta el nombre[\s\S]*línea 4:/)
  })

  it('rejects a header with missing or unknown columns', () => {
    const path = writeCsv([])
    writeFileSync(path, 'clave,nombre,precio\nPP-1,Perno,10\n')
    expect(() => loadCatalogueCsv(path)).toThrow(/faltan: etiqueta.*sobran: precio/)
  })

  it('rejects an empty catalogue', () => {
    expect(() => loadCatalogueCsv(writeCsv([]))).toThrow(/el catálogo no tiene productos/)
  })

  it('rejects a row with the wrong number of fields, naming the line', () => {
    const csv = writeCsv([VALID, 'PP-2,Perno,-,-,52,8,Nissan|Sentra|2000,sobra'])
    expect(() => loadCatalogueCsv(csv)).toThrow(/línea 3: tiene 8 campos y debe tener 7/)
  })

  it('rejects a file that is not valid CSV', () => {
    expect(() => loadCatalogueCsv(writeCsv([`${VALID},"sin cerrar`]))).toThrow(
      /productos.csv, línea 2: unas comillas se abren y no se cierran/,
    )
  })

  it('names the line where an unclosed quote opened, not where the file ended', () => {
    const lines = [VALID, 'PP-2,"Perno sin cerrar,-,-,52,8,Nissan|Sentra|2000']
    for (let i = 3; i < 40; i++) lines.push(`PP-${i},Perno,-,-,52,8,Nissan|Sentra|2000`)
    expect(() => loadCatalogueCsv(writeCsv(lines))).toThrow(
      /línea 3: unas comillas se abren y no se cierran/,
    )
  })

  it('refuses a file saved as Windows-1252 instead of UTF-8, with the fix', () => {
    const csv = writeCsv([VALID])
    const text = readFileSync(csv, 'utf8').replace('Tsuru', 'Sedán')
    writeFileSync(csv, Buffer.from(text, 'latin1'))
    expect(() => loadCatalogueCsv(csv)).toThrow(
      /línea 2: .*UTF-8.*"CSV UTF-8 \(delimitado por comas\)"/s,
    )
  })

  it('refuses control characters, naming each line', () => {
    const csv = writeCsv([
      VALID,
      'PP-2,Perno\u0000,-,-,52,8,Nissan|Sentra|2000',
      'PP-3,Per\u0007no,-,-,52,8,Nissan|Sentra|2000',
    ])
    expect(() => loadCatalogueCsv(csv)).toThrow(/línea 3: .*U\+0000[\s\S]*línea 4: .*U\+0007/)
  })

  it('says so when the file does not exist, without a raw ENOENT', () => {
    expect(() => loadCatalogueCsv('/nonexistent/productos.csv')).toThrow(
      /no existe el archivo \/nonexistent\/productos.csv/,
    )
  })
})

describe('openCatalogueDb', () => {
  it('keeps the catalogue read-only', () => {
    const db = openCatalogueDb(writeCsv([VALID]))
    expect(() => db.exec('DELETE FROM products')).toThrow(/readonly|read-only/)
    db.close()
  })

  it('replaces the catalogue of an existing file in place', () => {
    const csv = writeCsv([VALID])
    const file = `${csv}.sqlite`
    openCatalogueDb(csv, file).close()
    writeFileSync(csv, `${readFileSync(csv, 'utf8')}PP-2,Perno,-,-,52,8,Nissan|Sentra|2000\n`)
    const db = openCatalogueDb(csv, file)
    expect(db.prepare('SELECT COUNT(*) AS n FROM products').get()).toEqual({ n: 2 })
    db.close()
  })
})
