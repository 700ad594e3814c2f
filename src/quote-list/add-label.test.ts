import { describe, expect, it } from 'vitest'
import { addLabel } from './add-label'

describe("the add button's words", () => {
  it('asks to add a part the list does not hold, naming it where the row is narrow', () => {
    expect(addLabel('PP-12', 0, true)).toEqual({
      text: 'Agregar',
      name: 'Agregar PP-12 a mi cotización',
    })
    expect(addLabel('PP-12', 0, false)).toEqual({ text: 'Agregar a mi cotización' })
  })

  it('says a listed part is in the list with its quantity, and what a press adds', () => {
    for (const compact of [true, false]) {
      expect(addLabel('PP-12', 10, compact)).toEqual({
        text: 'En tu cotización · 10',
        name: 'En tu cotización · 10 piezas de PP-12. Agregar 10 más',
      })
    }
    expect(addLabel('BR-1225', 1500, true).text).toBe('En tu cotización · 1,500')
    expect(addLabel('BR-1225', 1, true).name).toBe(
      'En tu cotización · 1 pieza de BR-1225. Agregar 10 más',
    )
  })
})
