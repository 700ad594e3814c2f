import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type ProductLine, productLine, productLines } from '../../src/catalogue/lines.ts'
import { openCatalogueDb } from './db.ts'
import { lineColumns, loadCatalogue } from './load-csv.ts'
import {
  EDGE_CATALOGUE,
  FACTS_HEADER,
  PINS_HEADER,
  pinsSheet,
  writeCatalogue,
} from './test-fixtures.ts'

const VALID = 'PP-1,Perno de puerta,-,-,52,8,Nissan|Tsuru|1992-2017'

describe('loadCatalogue', () => {
  it('reads rows, defaulting an empty tag and note to "-"', () => {
    const [row] = loadCatalogue(
      writeCatalogue(['PP-7,Perno de puerta,,,52.5,8,Nissan|Tsuru|1992–2017']),
    )
    expect(row).toEqual({
      productLine: 'pernos',
      source: 'pernos.csv',
      lineNumber: 2,
      key: 'PP-7',
      name: 'Perno de puerta',
      tag: '-',
      note: '-',
      measures: {
        largo_mm: { text: '52.5 mm', value: 52.5 },
        diametro_mm: { text: '8 mm', value: 8 },
      },
      applications: [{ brand: 'Nissan', model: 'Tsuru', from: 1992, to: 2017 }],
      position: null,
      piecesPerPack: null,
      finish: null,
      material: null,
      equivalences: [],
    })
  })

  it("reads an application's fitment note, its optional fourth field", () => {
    const [row] = loadCatalogue(
      writeCatalogue([
        'PP-7,Perno,-,-,52,8,"Nissan|Tsuru|1992-2004|Sedán,  serie B13 ; Nissan|Sentra|2000 ; Nissan|March|2011|-"',
      ]),
    )
    expect(row?.applications).toEqual([
      { brand: 'Nissan', model: 'Tsuru', from: 1992, to: 2004, note: 'Sedán, serie B13' },
      { brand: 'Nissan', model: 'Sentra', from: 2000, to: 2000 },
      { brand: 'Nissan', model: 'March', from: 2011, to: 2011 },
    ])
  })

  it('reads the edge-case fixture', () => {
    expect(loadCatalogue(writeCatalogue(EDGE_CATALOGUE))).toHaveLength(EDGE_CATALOGUE.length)
  })

  it('rejects a duplicate key, naming both lines', () => {
    const csv = writeCatalogue([VALID, 'PP-2,Perno,-,-,52,8,Nissan|Sentra|2000', VALID])
    expect(() => loadCatalogue(csv)).toThrow(
      'pernos.csv, línea 4: la clave PP-1 ya aparece en la línea 2',
    )
  })

  it('rejects a model name used under two brands', () => {
    const csv = writeCatalogue([VALID, 'PP-2,Perno,-,-,52,8,Volkswagen|Tsuru|1990-1995'])
    expect(() => loadCatalogue(csv)).toThrow(
      /línea 3: el modelo "Tsuru" aparece con la marca Volkswagen y con Nissan \(línea 2\)/,
    )
  })

  it('rejects two spellings of the same brand or model', () => {
    const csv = writeCatalogue([VALID, 'PP-2,Perno,-,-,52,8,NISSAN|Tsurú|1990-1995'])
    const load = () => loadCatalogue(csv)
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
    [
      'PP-1,Perno,-,-,52,8,Nissan|Tsuru|1992|Sedán|B13',
      /la aplicación "Nissan\|Tsuru\|1992\|Sedán\|B13" debe ser Marca\|Modelo\|años o Marca\|Modelo\|años\|nota/,
    ],
    [
      `PP-1,Perno,-,-,52,8,Nissan|Tsuru|1992|${'Muy larga '.repeat(7)}`,
      /la nota de Nissan Tsuru tiene 69 caracteres; escriba a lo más 60/,
    ],
    ['PP-1,Perno,-,-,52,8,Nissan|Tsuru|1992 ; Nissan|Tsuru|1993', /aparece dos veces/],
  ])('rejects the row %s', (line, message) => {
    expect(() => loadCatalogue(writeCatalogue([line]))).toThrow(message)
  })

  it('reports every bad line at once', () => {
    const csv = writeCatalogue([
      'PP-1,,-,-,52,8,Nissan|Tsuru|1992',
      VALID.replace('PP-1', 'PP-2'),
      'x',
    ])
    expect(() => loadCatalogue(csv)).toThrow(/línea 2: falta el nombre[\s\S]*línea 4:/)
  })

  it('rejects a header with missing or unknown columns, naming the optional ones', () => {
    const dir = writeCatalogue([])
    writeFileSync(pinsSheet(dir), 'clave,nombre,precio\nPP-1,Perno,10\n')
    expect(() => loadCatalogue(dir)).toThrow(
      /y puede tener posicion, piezas_por_paquete, acabado, material, equivalencias\); faltan: etiqueta.*sobran: precio/,
    )
  })

  it('rejects a repeated optional column', () => {
    const csv = writeCatalogue([`${VALID},1,1`], `${FACTS_HEADER.split(',').slice(0, 8)},posicion`)
    expect(() => loadCatalogue(csv)).toThrow(/línea 1: .*repetidas: posicion/)
  })

  it('rejects an empty catalogue, and takes a line with no parts yet', () => {
    expect(() => loadCatalogue(writeCatalogue([]))).toThrow(/el catálogo no tiene piezas/)
    expect(loadCatalogue(writeCatalogue([VALID]))).toHaveLength(1)
  })

  it('rejects a row with the wrong number of fields, naming the line', () => {
    const csv = writeCatalogue([VALID, 'PP-2,Perno,-,-,52,8,Nissan|Sentra|2000,sobra'])
    expect(() => loadCatalogue(csv)).toThrow(/línea 3: tiene 8 campos y debe tener 7/)
  })

  it('rejects a file that is not valid CSV', () => {
    expect(() => loadCatalogue(writeCatalogue([`${VALID},"sin cerrar`]))).toThrow(
      /pernos.csv, línea 2: unas comillas se abren y no se cierran/,
    )
  })

  it('names the line where an unclosed quote opened, not where the file ended', () => {
    const lines = [VALID, 'PP-2,"Perno sin cerrar,-,-,52,8,Nissan|Sentra|2000']
    for (let i = 3; i < 40; i++) lines.push(`PP-${i},Perno,-,-,52,8,Nissan|Sentra|2000`)
    expect(() => loadCatalogue(writeCatalogue(lines))).toThrow(
      /línea 3: unas comillas se abren y no se cierran/,
    )
  })

  it('refuses a file saved as Windows-1252 instead of UTF-8, with the fix', () => {
    const dir = writeCatalogue([VALID])
    const text = readFileSync(pinsSheet(dir), 'utf8').replace('Tsuru', 'Sedán')
    writeFileSync(pinsSheet(dir), Buffer.from(text, 'latin1'))
    expect(() => loadCatalogue(dir)).toThrow(
      /línea 2: .*UTF-8.*"CSV UTF-8 \(delimitado por comas\)"/s,
    )
  })

  it('refuses control characters, naming each line', () => {
    const csv = writeCatalogue([
      VALID,
      'PP-2,Perno\u0000,-,-,52,8,Nissan|Sentra|2000',
      'PP-3,Per\u0007no,-,-,52,8,Nissan|Sentra|2000',
    ])
    expect(() => loadCatalogue(csv)).toThrow(/línea 3: .*U\+0000[\s\S]*línea 4: .*U\+0007/)
  })

  it('says so when the file does not exist, without a raw ENOENT', () => {
    expect(() => loadCatalogue('/nonexistent')).toThrow(
      /no existe el archivo \/nonexistent\/pernos.csv \(la línea Pernos para puerta necesita uno/,
    )
  })
})

describe('loadCatalogue: the optional facts columns', () => {
  const FACTS =
    'puerta trasera · Bisagra inferior · ambos lados,2,tropicalizado,Acero 1045 con buje de latón,' +
    'Nissan 80420-01A05|Pernotec 40710-5'
  const withFacts = (facts: string, key = 'PP-1') =>
    writeCatalogue([`${VALID.replace('PP-1', key)},${facts}`], FACTS_HEADER)
  /** A row whose one fact column `column` holds `value`, the others empty. */
  const withFact = (column: number, value: string) => {
    const cells = ['', '', '', '', '']
    cells[column] = value.includes(',') ? `"${value}"` : value
    return withFacts(cells.join(','))
  }

  it('reads them in their canonical form', () => {
    const [row] = loadCatalogue(withFacts(FACTS))
    expect(row).toMatchObject({
      position: 'Puerta trasera · bisagra inferior · ambos lados',
      piecesPerPack: 2,
      finish: 'Tropicalizado',
      material: 'Acero 1045 con buje de latón',
      equivalences: ['Nissan 80420-01A05', 'Pernotec 40710-5'],
    })
  })

  it("puts a position's terms in order, takes '/' for '·' and capitalises the first", () => {
    const [row] = loadCatalogue(withFact(0, 'ambos lados / PUERTA CORREDIZA'))
    expect(row?.position).toBe('Puerta corrediza · ambos lados')
  })

  it("takes an empty cell or '-' as unknown", () => {
    for (const empty of [',,,,', '-,-,-,-,-']) {
      expect(loadCatalogue(withFacts(empty))[0]).toMatchObject({
        position: null,
        piecesPerPack: null,
        finish: null,
        material: null,
        equivalences: [],
      })
    }
  })

  it('takes the columns in any order, or only some of them', () => {
    const header = `acabado,${PINS_HEADER},piezas_por_paquete`
    expect(loadCatalogue(writeCatalogue([`zincado,${VALID},10`], header))[0]).toMatchObject({
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
      'acabado "Zinc" no es un acabado conocido; use uno de: Natural, Zincado, Tropicalizado, Galvanizado, Fosfatado, Pavonado, Negro, Cromado, Estañado',
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
    const load = () => loadCatalogue(withFact(column, value))
    expect(load).toThrow(`pernos.csv, línea 2: ${message}`)
  })

  it('reports a bad fact beside the other problems of its row and of other rows', () => {
    const csv = writeCatalogue(
      [
        'PP-1,,-,-,52,8,Nissan|Tsuru|1992,puerta,,,,',
        `${VALID.replace('PP-1', 'PP-2')},,3 piezas,,,`,
      ],
      FACTS_HEADER,
    )
    expect(() => loadCatalogue(csv)).toThrow(
      /línea 2: falta el nombre\npernos.csv, línea 2: posicion "puerta"[\s\S]*línea 3: piezas_por_paquete "3 piezas"/,
    )
  })
})

describe('openCatalogueDb', () => {
  it('keeps the catalogue read-only', () => {
    const db = openCatalogueDb(writeCatalogue([VALID]))
    expect(() => db.exec('DELETE FROM parts')).toThrow(/readonly|read-only/)
    db.close()
  })

  it('replaces the catalogue of an existing file in place', () => {
    const dir = writeCatalogue([VALID])
    const file = `${dir}.sqlite`
    openCatalogueDb(dir, file).close()
    const sheet = pinsSheet(dir)
    writeFileSync(sheet, `${readFileSync(sheet, 'utf8')}PP-2,Perno,-,-,52,8,Nissan|Sentra|2000\n`)
    const db = openCatalogueDb(dir, file)
    expect(db.prepare('SELECT COUNT(*) AS n FROM parts').get()).toEqual({ n: 2 })
    db.close()
  })
})

describe('loadCatalogue: every line', () => {
  const others = productLines.filter((line) => line.id !== 'pernos')
  /** A row of `line` with every measure at its example, and `change` applied to one column. */
  const rowOf = (line: ProductLine, key: string, change: Record<string, string> = {}) =>
    lineColumns(line)
      .columns.map((column) => {
        const measure = line.measures.find((m) => m.column === column)
        const value =
          change[column] ??
          { clave: key, nombre: 'Pieza de prueba', etiqueta: '-', txt_adicional: '-' }[column] ??
          measure?.example ??
          ''
        return value.includes(',') ? `"${value}"` : value
      })
      .join(',')
  const load = (line: ProductLine, rows: string[]) =>
    loadCatalogue(writeCatalogue([VALID], undefined, { [line.id]: rows }))

  it.each(others.map((line) => [line.id, line] as const))(
    'reads a %s row with every column, and one without its optional ones',
    (_, line) => {
      const parts = load(line, [rowOf(line, 'XX-1')])
      const part = parts.find((p) => p.key === 'XX-1')
      expect(part?.productLine).toBe(line.id)
      expect(Object.keys(part?.measures ?? {})).toEqual(line.measures.map((m) => m.column))
      expect(part?.applications).toEqual([])

      const required = lineColumns(line).required
      const header = required.join(',')
      const row = required
        .map((c) =>
          c === 'clave' ? 'XX-2' : (line.measures.find((m) => m.column === c)?.example ?? 'x'),
        )
        .map((v) => (v.includes(',') ? `"${v}"` : v))
        .join(',')
      const dir = writeCatalogue([VALID])
      writeFileSync(join(dir, `${line.id}.csv`), `${header}\n${row}\n`)
      expect(loadCatalogue(dir).some((p) => p.key === 'XX-2')).toBe(true)
    },
  )

  it.each(
    others.flatMap((line) =>
      line.measures.map((measure) => [line.id, measure.column, line, measure] as const),
    ),
  )('explains a bad %s %s in Spanish, with its file and line', (id, column, line, measure) => {
    const bad = measure.kind === 'text' ? 'x'.repeat(61) : 'zzz'
    expect(() => load(line, [rowOf(line, 'XX-1'), rowOf(line, 'XX-2', { [column]: bad })])).toThrow(
      new RegExp(
        `^Catálogo no válido:\\n${id}\\.csv, línea 3: ${column} "${bad}" (debe|no es|tiene)`,
      ),
    )
  })

  it.each(others.map((line) => [line.id, line] as const))(
    'names the missing columns of a %s sheet',
    (id, line) => {
      const dir = writeCatalogue([VALID])
      writeFileSync(join(dir, `${id}.csv`), 'clave,nombre\n')
      const missing = lineColumns(line).required.filter((c) => c !== 'clave' && c !== 'nombre')
      expect(() => loadCatalogue(dir)).toThrow(`${id}.csv, línea 1: debe tener las columnas`)
      expect(() => loadCatalogue(dir)).toThrow(`faltan: ${missing.join(', ')}`)
    },
  )

  it('says which required measure a row leaves empty', () => {
    const line = productLine('birlos')
    expect(() => load(line, [rowOf(line, 'BR-1', { rosca: '' })])).toThrow(
      'birlos.csv, línea 2: falta rosca (Rosca); por ejemplo M12 × 1.5',
    )
  })

  it('spells threads and ranges one way, however they were typed', () => {
    const studs = productLine('birlos')
    const clamps = productLine('abrazaderas')
    const parts = loadCatalogue(
      writeCatalogue([VALID], undefined, {
        birlos: [
          rowOf(studs, 'BR-1', { rosca: 'm12x1.5' }),
          rowOf(studs, 'BR-2', { rosca: 'M14 X 1.5' }),
          rowOf(studs, 'BR-3', { rosca: '1/2-20 unf' }),
        ],
        abrazaderas: [rowOf(clamps, 'AB-1', { diametro_mm: '16 - 27' })],
      }),
    )
    const measure = (key: string, column: string) =>
      parts.find((p) => p.key === key)?.measures[column]?.text
    expect(measure('BR-1', 'rosca')).toBe('M12 × 1.5')
    expect(measure('BR-2', 'rosca')).toBe('M14 × 1.5')
    expect(measure('BR-3', 'rosca')).toBe('1/2″-20 UNF')
    expect(measure('AB-1', 'diametro_mm')).toBe('16–27 mm')
  })

  it('holds a key to one part, and a model to one make, across every sheet', () => {
    const studs = productLine('birlos')
    const load = () =>
      loadCatalogue(
        writeCatalogue([VALID], undefined, {
          birlos: [
            rowOf(studs, 'PP-1'),
            rowOf(studs, 'BR-2', { aplicaciones: 'Volkswagen|Tsuru|2000-2004' }),
          ],
        }),
      )
    expect(load).toThrow('birlos.csv, línea 2: la clave PP-1 ya aparece en pernos.csv, línea 2')
    expect(load).toThrow(
      'birlos.csv, línea 3: el modelo "Tsuru" aparece con la marca Volkswagen y con Nissan (pernos.csv, línea 2)',
    )
  })
})
