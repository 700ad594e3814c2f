import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { defineField, defineType } from 'sanity'

/** A question and its answer; FAQ sections list them by reference. */
export const faq = defineType({
  name: 'faq',
  title: 'Pregunta frecuente',
  type: 'document',
  icon: HelpCircleIcon,
  fields: [
    defineField({
      name: 'question',
      title: 'Pregunta',
      description: 'Como la haría un cliente, con signos de interrogación.',
      type: 'string',
      validation: (rule) =>
        rule.required().max(140).error('Escribe la pregunta, de hasta 140 caracteres.'),
    }),
    defineField({
      name: 'answer',
      title: 'Respuesta',
      description: 'Clara y corta: dos a cuatro renglones.',
      type: 'text',
      rows: 4,
      validation: (rule) =>
        rule.required().max(700).error('Escribe la respuesta, de hasta 700 caracteres.'),
    }),
  ],
  preview: { select: { title: 'question', subtitle: 'answer' } },
})
