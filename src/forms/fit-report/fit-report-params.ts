// "¿Te quedó?" and "No encuentro mi vehículo": what the buyer fills in, the checks it takes, and
// the short report sent to sales (the fit report's EmailJS template, docs/forms.md). Nothing of
// it is stored on the server.
import type { TemplateParams } from '../email-sender'
import { nationalPhone } from '../phone'
import type { FieldRule } from '../validation'

export type FitReportParams = TemplateParams['fitReport']

/** What the form holds before anything is typed (report: 'Le quedó' or 'No le quedó'). */
export const EMPTY_FIT_REPORT: FitReportParams = {
  subject: '',
  report: '',
  part: '',
  vehicle: '',
  make: '',
  model: '',
  year: '',
  message: '',
  name: '',
  contact: '',
  email: '',
  phone: '',
  page: '',
}

export const FIT_ANSWERS = ['Le quedó', 'No le quedó'] as const
const VEHICLE_NOT_FOUND = 'No encuentra su vehículo'

export type Vehicle = { make: string; model: string; year?: string }

/** Where the report is made from: what the page already knows. */
export type FitReportContext = {
  /** 'fit': "¿Te quedó?"; 'vehicle': "No encuentro mi vehículo". */
  kind: 'fit' | 'vehicle'
  /** The part ('PP-98 Perno de puerta trasera'), on its page; chosen in the form elsewhere. */
  part?: string
  /** The vehicle of the results; typed in the form elsewhere. */
  vehicle?: Vehicle
  /** The page's path, so sales see where the buyer was. */
  page: string
}

/** 'Nissan Tsuru 2005': the vehicle as the report and the form name it. */
export const vehicleText = ({ make, model, year }: Vehicle) =>
  [make, model, year]
    .map((word) => word?.trim())
    .filter(Boolean)
    .join(' ')

/** The checks of the form's fields, in the order they show. */
export function fitReportRules(
  values: FitReportParams,
  context: FitReportContext,
): Partial<Record<keyof FitReportParams, FieldRule>> {
  if (context.kind === 'vehicle') {
    return {
      make: 'required',
      model: 'required',
      year: 'required',
      message: 'required',
      contact: 'contact',
    }
  }
  return {
    ...(context.part === undefined && { part: 'required' as const }),
    report: 'required',
    ...(context.vehicle === undefined && { vehicle: 'required' as const }),
    // What went wrong is the point of a part that did not fit.
    ...(values.report === 'No le quedó' && { message: 'required' as const }),
    contact: 'contact',
  }
}

/** The report's template parameters: the form's values with the page's part and vehicle. */
export function fitReportParams(
  values: FitReportParams,
  context: FitReportContext,
): FitReportParams {
  const contact = values.contact.trim()
  const phone = nationalPhone(contact) ?? ''
  const email = phone === '' && contact.includes('@') ? contact : ''
  const typed = { make: values.make, model: values.model, year: values.year }
  const car = context.vehicle ?? (context.kind === 'vehicle' ? typed : undefined)
  const vehicle = car ? vehicleText(car) : values.vehicle.trim()
  const part = (context.part ?? values.part).trim()
  const report = context.kind === 'vehicle' ? VEHICLE_NOT_FOUND : values.report
  return {
    subject:
      context.kind === 'vehicle'
        ? `No encuentro mi vehículo: ${vehicle}`
        : `¿Te quedó? ${report}: ${part}${vehicle ? ` en ${vehicle}` : ''}`,
    report,
    part: context.kind === 'vehicle' ? '' : part,
    vehicle,
    make: (car?.make ?? '').trim(),
    model: (car?.model ?? '').trim(),
    year: (car?.year ?? '').trim(),
    message: values.message.trim(),
    name: values.name.trim(),
    contact,
    email,
    phone,
    page: context.page,
  }
}
