import { describe, expect, it } from 'vitest'
import type { Section } from '../types'
import { partItem } from './part-item'

const columns = ['Clave', 'Rosca', 'Largo', 'Moleteado']
const cells = ['BR-1245', 'M12 × 1.5', '45 mm', '14.3 mm']

describe("a spec row in the buyer's quote list", () => {
  it("is named after the page's family, with two measures and the family's drawing", () => {
    const sections = [{ _type: 'pageHeader', drawing: 'stud' }] as unknown as Section[]
    expect(
      partItem({ cells, columns, heading: 'Birlos por clave', sections, pathname: '/birlos' }),
    ).toEqual({
      key: 'BR-1245',
      name: 'Birlo',
      measures: 'Rosca M12 × 1.5 · Largo 45 mm',
      href: '/birlos#pieza-br-1245',
      picture: '/img/familias/stud.svg',
    })
  })

  it("takes the table's heading and no picture where the page shows no family", () => {
    const item = partItem({
      cells: ['TR-1215', '', '19 mm'],
      columns,
      heading: 'Tuercas por rosca',
      sections: [],
      pathname: '/medidas',
    })
    expect(item).toMatchObject({ name: 'Tuercas por rosca', measures: 'Largo 19 mm', picture: '' })
  })
})
