import { describe, expect, it } from 'vitest'
import { mexicanize, newDocumentTitles } from '../../studio/i18n/mexican-spanish'
import { typedDate } from '../../studio/i18n/typed-date'
import { schemaTypes } from '../../studio/schemaTypes'

describe("the Studio's Spanish", () => {
  it('says Agregar where Spain says Añadir, and leaves other words alone', () => {
    expect(mexicanize('Añadir elemento')).toBe('Agregar elemento')
    expect(mexicanize('Añade un campo; ya se ha añadido')).toBe(
      'Agrega un campo; ya se ha agregado',
    )
    expect(mexicanize('Añadiendo…')).toBe('Agregando…')
    expect(mexicanize('El birlo dañado')).toBe('El birlo dañado')
  })

  it('titles a new document of every type with its gender', () => {
    const documents = schemaTypes.filter((type) => type.type === 'document')
    expect(documents.map((type) => newDocumentTitles[type.title ?? ''])).not.toContain(undefined)
    expect(newDocumentTitles.Página).toBe('Nueva página')
  })

  it('reads a typed date day first, and refuses a day the month lacks', () => {
    expect(typedDate('29/11/2026')).toBe('2026-11-29')
    expect(typedDate('1/2/2026')).toBe('2026-02-01')
    expect(typedDate('31/02/2026')).toBeUndefined()
    expect(typedDate('2026-11-29')).toBeUndefined()
    expect(typedDate('')).toBeNull()
  })
})
