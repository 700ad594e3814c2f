import { defineArrayMember, defineField } from 'sanity'

/** Fields many sections share, each with its Spanish title and description. */

export const headingField = (description = 'El título de la sección.', required = true) =>
  defineField({
    name: 'heading',
    title: 'Título',
    description,
    type: 'string',
    validation: (rule) =>
      (required ? rule.required() : rule)
        .max(100)
        .error('Escribe el título, de hasta 100 caracteres.'),
  })

export const eyebrowField = defineField({
  name: 'eyebrow',
  title: 'Antetítulo',
  description: 'Opcional. Dos o tres palabras en azul sobre el título.',
  type: 'string',
  validation: (rule) => rule.max(40).error('Hasta 40 caracteres.'),
})

export const introField = (name = 'intro', title = 'Introducción') =>
  defineField({
    name,
    title,
    description: 'Opcional. Uno o dos renglones bajo el título.',
    type: 'text',
    rows: 3,
  })

/** A site path (/tornillo-caliper), an in-page anchor (#client-area) or a full address. */
export const hrefField = (name = 'href', title = 'Enlace') =>
  defineField({
    name,
    title,
    description:
      'Una ruta del sitio (/pernos-para-puerta), una ruta con ancla (/#sobre-nosotros), un ancla de esta página (#client-area) o una dirección completa.',
    type: 'string',
    validation: (rule) =>
      rule
        .required()
        .regex(/^(\/[a-z0-9-]*(#[a-z0-9-]+)?|#[a-z0-9-]+|https?:\/\/\S+)$/, {
          name: 'enlace',
        })
        .error(
          'Escribe una ruta del sitio (/pernos-para-puerta), un ancla (#client-area) o una dirección completa (https://…).',
        ),
  })

export const claimsField = (description: string, required = false) =>
  defineField({
    name: 'claims',
    title: 'Cifras',
    description,
    type: 'array',
    of: [defineArrayMember({ type: 'reference', title: 'Cifra', to: [{ type: 'claim' }] })],
    validation: (rule) =>
      required
        ? rule
            .required()
            .min(1)
            .max(6)
            .unique()
            .error('Elige de 1 a 6 cifras, sin repetir ninguna.')
        : rule.unique().error('No repitas ninguna cifra.'),
  })
