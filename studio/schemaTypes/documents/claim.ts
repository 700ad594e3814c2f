import { BarChartIcon } from '@sanity/icons/BarChart'
import { defineField, defineType } from 'sanity'

/** A figure the site repeats ("+20 años de experiencia"); sections point to it. */
export const claim = defineType({
  name: 'claim',
  title: 'Cifra',
  type: 'document',
  icon: BarChartIcon,
  fields: [
    defineField({
      name: 'usage',
      title: 'Nota para distinguirla',
      description:
        'Solo para la lista de cifras: unas palabras para no confundirla con otra parecida (por ejemplo «Cifras de Tuercas Automotrices»). Las páginas donde aparece de verdad las dice «Usado en», arriba del formulario.',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .max(100)
          .error('Escribe una nota para distinguir la cifra, en hasta 100 caracteres.'),
    }),
    defineField({
      name: 'label',
      title: 'Texto',
      description: 'Lo que cuenta la cifra, por ejemplo «Clientes satisfechos».',
      type: 'string',
      validation: (rule) =>
        rule.required().max(60).error('Escribe lo que cuenta la cifra, en hasta 60 caracteres.'),
    }),
    defineField({
      name: 'countsCatalogue',
      title: 'Contar las piezas del catálogo',
      description:
        'Actívalo en la cifra de números de parte: el sitio pone aquí cuántas piezas tiene el catálogo (los archivos CSV de cada línea) cada vez que se publica, redondeado hacia abajo (312 piezas se muestran «+300»). Así la cifra nunca promete más de lo que hay.',
      type: 'boolean',
      initialValue: false,
    }),
    defineField({
      name: 'value',
      title: 'Número',
      hidden: ({ document }) => document?.countsCatalogue === true,
      description:
        'El número que se anima, sin prefijo ni sufijo (5 para «5k+»). Déjalo vacío si la cifra es solo texto.',
      type: 'number',
      validation: (rule) => rule.min(0).error('El número no puede ser negativo.'),
    }),
    defineField({
      name: 'prefix',
      title: 'Prefijo',
      description: 'Opcional. Lo que va antes del número, por ejemplo «+».',
      type: 'string',
      validation: (rule) => rule.max(4).error('Hasta 4 caracteres.'),
    }),
    defineField({
      name: 'suffix',
      title: 'Sufijo',
      description: 'Opcional. Lo que va después del número: «K», «k+», «+» o « días».',
      type: 'string',
      validation: (rule) => rule.max(8).error('Hasta 8 caracteres.'),
    }),
  ],
  preview: {
    select: {
      label: 'label',
      value: 'value',
      prefix: 'prefix',
      suffix: 'suffix',
      usage: 'usage',
      counted: 'countsCatalogue',
    },
    // A figure without a number is text only: never print "null" or "undefined".
    prepare: ({ label, value, prefix, suffix, usage, counted }) => ({
      title: counted
        ? `${prefix ?? ''}(piezas del catálogo)${suffix ?? ''} ${label ?? ''}`
        : typeof value === 'number'
          ? `${prefix ?? ''}${value}${suffix ?? ''} ${label ?? ''}`
          : label,
      subtitle: usage ? `Nota: ${usage}` : undefined,
    }),
  },
})
