import { describe, expect, it } from 'vitest'
import { createCatalogueAnswers } from './answers.ts'
import { openCatalogueDb } from './db.ts'
import { writeCatalogue } from './test-fixtures.ts'

// A reload makes the answers the server keeps again from the new sheets, off the server's
// thread (answers.prepare in the import's worker), and the new catalogue starts with them kept.

const ROWS = [
  'PP-1,Perno de puerta,-,-,52,8,Nissan|Tsuru|1992-2017',
  'PP-2,Perno de bisagra,-,-,48,7.9,Nissan|Sentra|2000 ; Volkswagen|Sedán|1970-2003',
]
const ADDED = 'PP-3,Perno nuevo,-,-,60,9,Nissan|Tsuru|2010'

const json = (body: Uint8Array | null) =>
  JSON.parse(new TextDecoder().decode(body ?? new Uint8Array()))

// Every kind of answer the API keeps: a search, a line's whole list, a make's list, a part.
const ASKED = [
  ['/buscar', new URLSearchParams('q=perno')],
  ['/productos', undefined],
  ['/productos/marca/Nissan', undefined],
  ['/producto/pp-1', undefined],
] as const

describe('answers prepared for a new catalogue', () => {
  it('are the new sheets’ answers to what the old catalogue kept, the same a request makes', () => {
    const old = createCatalogueAnswers(openCatalogueDb(writeCatalogue(ROWS)))
    const keys = ASKED.map(([path, query]) => {
      old.respond(path, { query })
      return old.keptKeys(1)[0] ?? ''
    })

    const db = openCatalogueDb(writeCatalogue([...ROWS, ADDED]))
    const prepared = createCatalogueAnswers(db).prepare(keys)
    expect(prepared.map(([key]) => key)).toEqual(keys)
    const fresh = createCatalogueAnswers(db)
    for (const [i, [path, query]] of ASKED.entries()) {
      const made = fresh.respond(path, { query })
      expect(prepared[i]?.[1].identity, path).toEqual(made?.body)
      expect(prepared[i]?.[1].etag, path).toBe(made?.headers.ETag)
    }
    const byMake = json(prepared[2]?.[1].identity ?? null) as { clave_producto: string }[]
    expect(byMake.map((part) => part.clave_producto)).toContain('PP-3')
  })

  it('are kept from the start: the catalogue sends them without making them again', () => {
    const db = openCatalogueDb(writeCatalogue(ROWS))
    const asked = createCatalogueAnswers(db)
    asked.respond('/productos/marca/Nissan', {})
    const [[key, answer] = ['', undefined]] = asked.prepare(asked.keptKeys(1))
    if (!answer) throw new Error('nothing prepared')
    // A stand-in with other bytes: only an answer kept as it was given can be sent.
    const standIn = { ...answer, identity: new TextEncoder().encode('["kept"]'), etag: 'W/"kept"' }
    const sent = createCatalogueAnswers(db, [[key, standIn]]).respond('/productos/marca/Nissan', {})
    expect(json(sent?.body ?? null)).toEqual(['kept'])
    expect(sent?.headers.ETag).toBe('W/"kept"')
  })

  it('keeps the most recently asked last, and no more than asked for', () => {
    const answers = createCatalogueAnswers(openCatalogueDb(writeCatalogue(ROWS)))
    answers.respond('/producto/pp-1', {})
    answers.respond('/producto/pp-2', {})
    answers.respond('/marcas', {})
    const keys = answers.keptKeys(2)
    expect(keys).toHaveLength(2)
    expect(
      createCatalogueAnswers(openCatalogueDb(writeCatalogue(ROWS)))
        .prepare(keys)
        .map(([, a]) => json(a.identity)),
    ).toEqual([
      [expect.objectContaining({ clave_producto: 'PP-2' })],
      [
        { marca: 'Nissan', total: 2 },
        { marca: 'Volkswagen', total: 1 },
      ],
    ])
  })
})

describe('a search asked by its query text', () => {
  it('is the search its query reads as, each time it is asked', () => {
    const answers = createCatalogueAnswers(openCatalogueDb(writeCatalogue(ROWS)))
    for (const [text, line] of [
      ['q=perno&por_pagina=1&pagina=2', undefined],
      ['marca=Nissan&orden=nuevo', 'pernos'],
      ['q=bisagra', 'pernos'],
    ] as const) {
      const path = line ? `/${line}/buscar` : '/buscar'
      const read = answers.respond(path, { query: new URLSearchParams(text) })
      expect(answers.respond(path, { query: text }), text).toEqual(read)
      expect(answers.respond(path, { query: text }), text).toEqual(read)
    }
    const page = json(
      answers.respond('/buscar', { query: 'q=perno&por_pagina=1&pagina=2' })?.body ?? null,
    )
    expect(page).toMatchObject({ pagina: 2, por_pagina: 1, total: 2 })
  })
})
