import { defineArrayMember, defineField, defineType } from 'sanity'
import { closingProblem, halfHourOptions, TIME_MESSAGE } from '../../../src/content-rules/hours'
import { formatDays, formatTime } from '../../../src/site/hours'
import { HoursRowsInput } from '../../components/HoursRowsInput'
import { weekDays } from './week-days'

/**
 * A time chosen from the half hours of the day; stored as the site reads it ("09:00"). A named
 * type, so that TypeGen writes the list once (`HalfHour`).
 */
export const halfHour = defineType({
  name: 'halfHour',
  title: 'Hora',
  type: 'string',
  options: { list: [...halfHourOptions] },
  validation: (rule) => rule.error(TIME_MESSAGE),
})

const timeField = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    description,
    type: 'halfHour',
    validation: (rule) => rule.required().error(TIME_MESSAGE),
  })

export const hoursRow = defineType({
  name: 'hoursRow',
  title: 'Horario',
  type: 'object',
  fields: [
    defineField({
      name: 'days',
      title: 'Días',
      description: 'Los días con este mismo horario.',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: weekDays },
      validation: (rule) => rule.required().min(1).error('Marca al menos un día.'),
    }),
    timeField('opens', 'Abre', 'La hora de apertura.'),
    {
      ...timeField('closes', 'Cierra', 'La hora de cierre, después de la de apertura.'),
      validation: (rule) =>
        rule
          .required()
          .custom((closes: string | undefined, context) => {
            const opens = (context.parent as { opens?: string } | undefined)?.opens
            const problem = opens && closes && closingProblem(opens, closes)
            return problem ? { message: problem } : true
          })
          .error(TIME_MESSAGE),
    },
  ],
  preview: {
    select: { days: 'days', opens: 'opens', closes: 'closes' },
    // A row that closes before it opens says so in the list, not only behind an icon.
    prepare: ({ days: selected, opens, closes }) => {
      const problem = opens && closes ? closingProblem(opens, closes) : undefined
      return {
        title: formatDays((selected ?? []) as string[]) || 'Sin días',
        subtitle: problem
          ? `Corrige: ${problem}`
          : `${opens ? formatTime(opens) : 'sin hora'} a ${closes ? formatTime(closes) : 'sin hora'}`,
      }
    },
  },
})

export const hoursReading = defineType({
  name: 'hoursReading',
  title: 'Horario de atención',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Nombre',
      description: 'Cómo se presenta este horario, por ejemplo "Atención telefónica".',
      type: 'string',
      validation: (rule) => rule.required().error('Escribe cómo se presenta este horario.'),
    }),
    defineField({
      name: 'rows',
      title: 'Horarios',
      description:
        'Un renglón por cada grupo de días con el mismo horario. Los días que no aparecen se muestran como cerrados.',
      type: 'array',
      of: [defineArrayMember({ type: 'hoursRow' })],
      components: { input: HoursRowsInput },
      validation: (rule) => rule.required().min(1).error('Agrega al menos un renglón.'),
    }),
  ],
  // Dialogs and breadcrumbs name the reading by its label, not by its raw fields.
  preview: {
    select: { label: 'label', rows: 'rows' },
    prepare: ({ label, rows }) => {
      const count = Array.isArray(rows) ? rows.length : 0
      return {
        title: label || 'Horario sin nombre',
        subtitle: count === 1 ? '1 renglón' : `${count} renglones`,
      }
    },
  },
})
