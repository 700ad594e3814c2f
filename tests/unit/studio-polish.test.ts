import { describe, expect, it } from 'vitest'
import { schemaTypes } from '../../studio/schemaTypes'
import { sectionTypes } from '../../studio/schemaTypes/sections'

type Prepare = (selection: Record<string, unknown>) => Record<string, unknown>
type AnyType = {
  name: string
  type: string
  icon?: unknown
  groups?: unknown[]
  fields?: { name: string; group?: string; description?: string; fields?: unknown[] }[]
  preview?: { prepare?: Prepare }
}
const types = schemaTypes as unknown as AnyType[]
const byName = (name: string) => types.find((type) => type.name === name) as AnyType
const prepare = (name: string) => byName(name).preview?.prepare as Prepare

describe('the Studio', () => {
  it('gives every document and section type an icon', () => {
    const documents = types.filter((type) => type.type === 'document')
    const missing = [...documents, ...(sectionTypes as unknown as AnyType[])]
      .filter((type) => !type.icon)
      .map((type) => type.name)
    expect(missing).toEqual([])
  })

  it('groups every field of the long documents', () => {
    for (const name of ['siteSettings', 'page', 'post']) {
      const type = byName(name)
      expect(type.groups?.length).toBeGreaterThan(1)
      expect(type.fields?.filter((field) => !field.group).map((field) => field.name)).toEqual([])
    }
  })

  it('never previews "null", "undefined" or a raw option value', () => {
    const printed = types.flatMap((type) => {
      const prepareOf = type.preview?.prepare
      return prepareOf ? [`${type.name}: ${JSON.stringify(prepareOf({}))}`] : []
    })
    expect(printed.filter((text) => /null|undefined/.test(text))).toEqual([])
    expect(prepare('claim')({ label: 'Asesoría técnica', value: null, usage: 'Cifras' })).toEqual({
      title: 'Asesoría técnica',
      subtitle: 'Nota: Cifras',
    })
    expect(prepare('claim')({ label: 'Clientes', value: 300, prefix: '+' }).title).toBe(
      '+300 Clientes',
    )
    expect(prepare('hoursRow')({ days: ['Monday', 'Saturday'], opens: '09:00' })).toEqual({
      title: 'Lunes y sábado',
      subtitle: '9:00 a. m. a sin hora',
    })
    expect(prepare('hoursReading')({ label: 'Atención y mostrador', rows: [{}, {}] })).toEqual({
      title: 'Atención y mostrador',
      subtitle: '2 renglones',
    })
    const hours = byName('siteSettings').fields?.find((field) => field.name === 'hours') as {
      preview?: { prepare?: Prepare }
    }
    expect(
      hours.preview?.prepare?.({ header: 'Atención y mostrador', contact: 'Ventas y envíos' }),
    ).toEqual({ title: 'Horarios', subtitle: 'Atención y mostrador · Ventas y envíos' })
    expect(prepare('post')({ title: 'Birlos', date: '2025-03-10' }).subtitle).toBe(
      'Publicada el 10 de marzo de 2025',
    )
    expect(prepare('featureList')({ title: 'Ventajas', layout: 'checks' }).subtitle).toBe(
      'Lista · Palomitas',
    )
  })

  it('states the SEO limits the rules hold: 70 and 170 characters', () => {
    const seo = byName('seo').fields ?? []
    expect(seo.find((field) => field.name === 'title')?.description).toMatch(/70 caracteres/)
    expect(seo.find((field) => field.name === 'description')?.description).toMatch(/170 caracteres/)
  })
})
