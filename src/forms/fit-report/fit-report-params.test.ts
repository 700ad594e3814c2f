import { describe, expect, it } from 'vitest'
import { checkField } from '../validation'
import { EMPTY_FIT_REPORT, fitReportParams, fitReportRules } from './fit-report-params'

describe("the fit report's parameters", () => {
  it('says whether the part fitted, which part and which vehicle, in the subject too', () => {
    expect(
      fitReportParams(
        { ...EMPTY_FIT_REPORT, report: 'No le quedó', message: 'Le sobra 5 mm de largo.' },
        {
          kind: 'fit',
          part: 'PP-98 Perno de puerta trasera',
          vehicle: { make: 'Nissan', model: 'Tsuru', year: '2005' },
          page: '/pernos-para-puerta/pp-98',
        },
      ),
    ).toEqual({
      subject: '¿Te quedó? No le quedó: PP-98 Perno de puerta trasera en Nissan Tsuru 2005',
      report: 'No le quedó',
      part: 'PP-98 Perno de puerta trasera',
      vehicle: 'Nissan Tsuru 2005',
      make: 'Nissan',
      model: 'Tsuru',
      year: '2005',
      message: 'Le sobra 5 mm de largo.',
      name: '',
      contact: '',
      email: '',
      phone: '',
      page: '/pernos-para-puerta/pp-98',
    })
  })

  it('takes the vehicle typed when the page does not know it', () => {
    const params = fitReportParams(
      { ...EMPTY_FIT_REPORT, report: 'Le quedó', vehicle: ' Nissan Tsuru 2005 ' },
      { kind: 'fit', part: 'PP-98 Perno de puerta trasera', page: '/pernos-para-puerta/pp-98' },
    )
    expect(params.vehicle).toBe('Nissan Tsuru 2005')
    expect(params.subject).toBe(
      '¿Te quedó? Le quedó: PP-98 Perno de puerta trasera en Nissan Tsuru 2005',
    )
  })

  it('takes the part chosen among the results for a vehicle', () => {
    const params = fitReportParams(
      { ...EMPTY_FIT_REPORT, report: 'Le quedó', part: 'PP-92 Perno de puerta trasera' },
      { kind: 'fit', vehicle: { make: 'Nissan', model: 'Tsuru' }, page: '/pernos-para-puerta' },
    )
    expect(params).toMatchObject({ part: 'PP-92 Perno de puerta trasera', vehicle: 'Nissan Tsuru' })
  })

  it('reports a vehicle not found with its make, model and year and what is needed', () => {
    expect(
      fitReportParams(
        {
          ...EMPTY_FIT_REPORT,
          make: 'Chevrolet',
          model: 'Chevy',
          year: '2008',
          message: 'Perno de puerta delantera, bisagra inferior',
          name: 'Ana',
          contact: '(55) 1234-5678',
        },
        { kind: 'vehicle', page: '/pernos-para-puerta' },
      ),
    ).toMatchObject({
      subject: 'No encuentro mi vehículo: Chevrolet Chevy 2008',
      report: 'No encuentra su vehículo',
      part: '',
      vehicle: 'Chevrolet Chevy 2008',
      message: 'Perno de puerta delantera, bisagra inferior',
      name: 'Ana',
      contact: '(55) 1234-5678',
      email: '',
      phone: '5512345678',
    })
  })

  it('sends a contact given as an e-mail as the reply address', () => {
    const params = fitReportParams(
      { ...EMPTY_FIT_REPORT, report: 'Le quedó', contact: ' ana@taller.mx ' },
      { kind: 'fit', part: 'PP-1', vehicle: { make: 'Nissan', model: 'Tsuru' }, page: '/' },
    )
    expect(params).toMatchObject({ email: 'ana@taller.mx', phone: '' })
  })

  it('asks what happened when it did not fit, and a vehicle when the page has none', () => {
    const context = { kind: 'fit', part: 'PP-1', page: '/' } as const
    expect(fitReportRules({ ...EMPTY_FIT_REPORT, report: 'No le quedó' }, context)).toEqual({
      report: 'required',
      vehicle: 'required',
      message: 'required',
      contact: 'contact',
    })
    expect(
      fitReportRules(
        { ...EMPTY_FIT_REPORT, report: 'Le quedó' },
        { kind: 'fit', vehicle: { make: 'Nissan', model: 'Tsuru' }, page: '/' },
      ),
    ).toEqual({ part: 'required', report: 'required', contact: 'contact' })
    expect(fitReportRules(EMPTY_FIT_REPORT, { kind: 'vehicle', page: '/' })).toEqual({
      make: 'required',
      model: 'required',
      year: 'required',
      message: 'required',
      contact: 'contact',
    })
  })

  it('takes a contact that is an e-mail, a phone as people write it, or nothing', () => {
    expect(checkField('contact', '')).toBeNull()
    expect(checkField('contact', 'ana@taller.mx')).toBeNull()
    expect(checkField('contact', '+52 55 1234 5678')).toBeNull()
    expect(checkField('contact', 'ana@')).toBe(
      'Escribe un correo (nombre@empresa.com) o un teléfono de 10 dígitos, o déjalo vacío.',
    )
    expect(checkField('contact', '55 1234')).toBe(
      'Escribe un correo (nombre@empresa.com) o un teléfono de 10 dígitos, o déjalo vacío.',
    )
  })
})
