import { defineField, defineType } from 'sanity'
import { anchorField } from '../objects/anchor'

export const quoteForm = defineType({
  name: 'quoteForm',
  title: 'Formulario de cotización o contacto',
  type: 'object',
  fields: [
    defineField({
      name: 'heading',
      title: 'Título',
      description: 'El título sobre el formulario, por ejemplo «Solicita tu cotización».',
      type: 'string',
      validation: (rule) =>
        rule.required().max(90).error('Escribe el título, de hasta 90 caracteres.'),
    }),
    defineField({
      name: 'intro',
      title: 'Introducción',
      description:
        'Opcional. Uno o dos renglones que invitan a escribir (mínimos, tiempos de respuesta).',
      type: 'text',
      rows: 3,
    }),
    defineField({
      name: 'form',
      title: 'Formulario',
      description:
        'Cotización: nombre, correo, teléfono, estado, cantidad y mensaje. Contacto: nombre, correo, teléfono, producto de interés y mensaje.',
      type: 'string',
      options: {
        list: [
          { title: 'Solicitud de cotización', value: 'quote' },
          { title: 'Mensaje de contacto a ventas', value: 'contact' },
        ],
        layout: 'radio',
      },
      initialValue: 'quote',
      validation: (rule) => rule.required().error('Elige el formulario.'),
    }),
    defineField({
      name: 'notice',
      title: 'Aviso del resultado',
      description:
        'Cómo ve el visitante si su mensaje se envió: una ventana emergente o un aviso bajo el formulario.',
      type: 'string',
      options: {
        list: [
          { title: 'Ventana emergente', value: 'popup' },
          { title: 'Aviso bajo el formulario', value: 'inline' },
        ],
        layout: 'radio',
      },
      initialValue: 'popup',
      validation: (rule) => rule.required().error('Elige cómo se avisa que el mensaje se envió.'),
    }),
    anchorField,
  ],
  preview: {
    select: { title: 'heading', form: 'form' },
    prepare: ({ title, form }) => ({
      title,
      subtitle: form === 'contact' ? 'Formulario de contacto' : 'Formulario de cotización',
    }),
  },
})
