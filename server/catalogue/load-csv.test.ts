import { readFileSync, writeFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { openCatalogueDb } from './db.ts'
import { CSV_COLUMNS, loadCatalogueCsv } from './load-csv.ts'
import { EDGE_CATALOGUE, FACTS_HEADER, writeCsv } from './test-fixtures.ts'

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
      position: null,
      piecesPerPack: null,
      finish: null,
      material: null,
      equivalences: [],
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

  it('rejects a header with missing or unknown columns, naming the optional ones', () => {
    const path = writeCsv([])
    writeFileSync(path, 'clave,nombre,precio\nPP-1,Perno,10\n')
    expect(() => loadCatalogueCsv(path)).toThrow(
      /y puede tener posicion, piezas_por_paquete, acabado, material, equivalencias\); faltan: etiqueta.*sobran: precio/,
    )
  })

  it('rejects a repeated optional column', () => {
    const csv = writeCsv([`${VALID},1,1`], `${FACTS_HEADER.split(',').slice(0, 8)},posicion`)
    expect(() => loadCatalogueCsv(csv)).toThrow(/línea 1: .*repetidas: posicion/)
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

describe('loadCatalogueCsv: the optional facts columns', () => {
  const FACTS =
    'puerta trasera · Bisagra inferior · ambos lados,2,tropicalizado,Acero 1045 con buje de latón,' +
    'Nissan 80420-01A05|Pernotec 40710-5'
  const withFacts = (facts: string, key = 'PP-1') =>
    writeCsv([`${VALID.replace('PP-1', key)},${facts}`], FACTS_HEADER)
  /** A row whose one fact column `column` holds `value`, the others empty. */
  const withFact = (column: number, value: string) => {
    const cells = ['', '', '', '', '']
    cells[column] = value.includes(',') ? `"${value}"` : value
    return withFacts(cells.join(','))
  }

  it('reads them in their canonical form', () => {
    const [row] = loadCatalogueCsv(withFacts(FACTS))
    expect(row).toMatchObject({
      position: 'Puerta trasera · bisagra inferior · ambos lados',
      piecesPerPack: 2,
      finish: 'Tropicalizado',
      material: 'Acero 1045 con buje de latón',
      equivalences: ['Nissan 80420-01A05', 'Pernotec 40710-5'],
    })
  })

  it("puts a position's terms in order, takes '/' for '·' and capitalises the first", () => {
    const [row] = loadCatalogueCsv(withFact(0, 'ambos lados / PUERTA CORREDIZA'))
    expect(row?.position).toBe('Puerta corrediza · ambos lados')
  })

  it("takes an empty cell or '-' as unknown", () => {
    for (const empty of [',,,,', '-,-,-,-,-']) {
      expect(loadCatalogueCsv(withFacts(empty))[0]).toMatchObject({
        position: null,
        piecesPerPack: null,
        finish: null,
        material: null,
        equivalences: [],
      })
    }
  })

  it('takes the columns in any order, or only some of them', () => {
    const header = `acabado,${CSV_COLUMNS.join(',')},piezas_por_paquete`
    expect(loadCatalogueCsv(writeCsv([`zincado,${VALID},10`], header))[0]).toMatchObject({
      key: 'PP-1',
      finish: 'Zincado',
      piecesPerPack: 10,
      position: null,
    })
  })

  it.each([
    [
      0,
      'puerta tracera · ambos lados',
      'posicion "puerta tracera · ambos lados": "puerta tracera" no es un término conocido; use como máximo uno de cada grupo, separados por " · ": puerta (puerta delantera, puerta trasera, puerta corrediza, puerta de cabina, compuerta); bisagra (bisagra superior, bisagra inferior, ambas bisagras); lado (lado izquierdo, lado derecho, ambos lados)',
    ],
    [
      0,
      'puerta trasera · puerta delantera',
      'posicion "puerta trasera · puerta delantera" tiene dos términos de puerta: "puerta trasera" y "puerta delantera"; deje solo uno',
    ],
    [
      0,
      'puerta trasera ·· ambos lados',
      'posicion "puerta trasera ·· ambos lados" tiene un término vacío',
    ],
    [1, '2 pzas', 'piezas_por_paquete "2 pzas" debe ser un número entero de 1 a 1000'],
    [1, '0', 'piezas_por_paquete "0" debe ser un número entero de 1 a 1000'],
    [1, '1001', 'piezas_por_paquete "1001" debe ser un número entero de 1 a 1000'],
    [1, '2.5', 'piezas_por_paquete "2.5" debe ser un número entero de 1 a 1000'],
    [
      2,
      'Zinc',
      'acabado "Zinc" no es un acabado conocido; use uno de: Natural, Zincado, Tropicalizado, Galvanizado, Fosfatado, Pavonado, Negro, Cromado',
    ],
    [3, 'A'.repeat(61), 'material tiene 61 caracteres y el máximo es 60'],
    [4, 'Nissan 80420-01A05||Pernotec 40710-5', 'equivalencias tiene un elemento vacío'],
    [4, '80420-01A05', 'la equivalencia "80420-01A05" debe ser la marca y luego el número'],
    [4, 'Pernotec', 'la equivalencia "Pernotec" debe ser la marca y luego el número'],
    [4, 'Nissan 80420_01A05', 'la equivalencia "Nissan 80420_01A05" debe ser la marca'],
    [
      4,
      `Pernotec ${'1'.repeat(32)}`,
      `la equivalencia "Pernotec ${'1'.repeat(32)}" tiene 41 caracteres y el máximo es 40`,
    ],
    [
      4,
      'Nissan 80420-01A05|Pernotec 8042001.A05',
      'la equivalencia "Pernotec 8042001.A05" repite el número de "Nissan 80420-01A05"',
    ],
    [4, 'Fijamex PP 1', 'la equivalencia "Fijamex PP 1" es la clave del propio producto'],
    [4, 'Pernotec PP-1', 'la equivalencia "Pernotec PP-1" es la clave del propio producto'],
  ])('explains a bad value in fact column %i (%s), naming the line', (column, value, message) => {
    const load = () => loadCatalogueCsv(withFact(column, value))
    expect(load).toThrow(`productos.csv, línea 2: ${message}`)
  })

  it('reports a bad fact beside the other problems of its row and of other rows', () => {
    const csv = writeCsv(
      [
        'PP-1,,-,-,52,8,Nissan|Tsuru|1992,puerta,,,,',
        `${VALID.replace('PP-1', 'PP-2')},,3 piezas,,,`,
      ],
      FACTS_HEADER,
    )
    expect(() => loadCatalogueCsv(csv)).toThrow(
      /línea 2: falta el nombre\nproductos.csv, línea 2: posicion "puerta"[\s\S]*línea 3: piezas_por_paquete "3 piezas"/,
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
