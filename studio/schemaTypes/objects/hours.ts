import { defineArrayMember, defineField, defineType } from 'sanity'
import { optionTitle } from '../option-title'

const time = /^([01]\d|2[0-3]):[0-5]\d$/

const days = [
  { title: 'Lunes', value: 'Monday' },
  { title: 'Martes', value: 'Tuesday' },
  { title: 'Miércoles', value: 'Wednesday' },
  { title: 'Jueves', value: 'Thursday' },
  { title: 'Viernes', value: 'Friday' },
  { title: 'Sábado', value: 'Saturday' },
  { title: 'Domingo', value: 'Sunday' },
]

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
      options: { list: days },
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'opens',
      title: 'Abre',
      description: 'Hora en formato 24 h, HH:mm (por ejemplo 09:00).',
      type: 'string',
      validation: (rule) => rule.required().regex(time, { name: 'HH:mm' }),
    }),
    defineField({
      name: 'closes',
      title: 'Cierra',
      description: 'Hora en formato 24 h, HH:mm (por ejemplo 20:00).',
      type: 'string',
      validation: (rule) => rule.required().regex(time, { name: 'HH:mm' }),
    }),
  ],
  preview: {
    select: { days: 'days', opens: 'opens', closes: 'closes' },
    prepare: ({ days: selected, opens, closes }) => ({
      title:
        ((selected ?? []) as string[]).map((day) => optionTitle(days, day) ?? day).join(', ') ||
        'Sin días',
      subtitle: `${opens ?? '--:--'} – ${closes ?? '--:--'}`,
    }),
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
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'rows',
      title: 'Horarios',
      description: 'Un renglón por cada grupo de días con el mismo horario.',
      type: 'array',
      of: [defineArrayMember({ type: 'hoursRow' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
})
