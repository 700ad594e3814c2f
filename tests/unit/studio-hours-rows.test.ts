import { describe, expect, it } from 'vitest'
import { withOwnRow } from '../../studio/components/HoursRowsInput'
import { hoursRow } from '../../studio/schemaTypes/objects/hours'

const weekdaysAndSaturday = [
  {
    _key: 'h1',
    _type: 'hoursRow',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    opens: '09:00',
    closes: '20:00',
  },
]

describe('giving a day hours of its own (one action in the Studio)', () => {
  it('takes Saturday out of Monday to Saturday, into a row of its own with the same times', () => {
    expect(withOwnRow(weekdaysAndSaturday, 'Saturday', 'new')).toEqual([
      { ...weekdaysAndSaturday[0], days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'] },
      { _key: 'new', _type: 'hoursRow', days: ['Saturday'], opens: '09:00', closes: '20:00' },
    ])
  })

  it('gives a day without hours (Sunday) a row of its own at the end', () => {
    const rows = withOwnRow(weekdaysAndSaturday, 'Sunday', 'new')
    expect(rows[0]).toEqual(weekdaysAndSaturday[0])
    expect(rows[1]).toMatchObject({ _key: 'new', days: ['Sunday'] })
  })
})

describe('a row of hours in the list', () => {
  const prepare = hoursRow.preview?.prepare as (value: object) => { subtitle: string }

  it('says what to correct when it closes before it opens', () => {
    expect(prepare({ days: ['Saturday'], opens: '15:00', closes: '09:00' }).subtitle).toBe(
      'Corrige: La hora de cierre (9:00 a. m.) debe ser después de la de apertura (3:00 p. m.).',
    )
  })
})
