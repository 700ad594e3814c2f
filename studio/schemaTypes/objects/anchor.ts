import { defineField } from 'sanity'

/** Optional in-page anchor shared by every section type, e.g. "sobre-nosotros" for /#sobre-nosotros. */
export const anchorField = defineField({
  name: 'anchor',
  title: 'Ancla',
  description:
    'Opcional. Un nombre corto en minúsculas para enlazar directo a esta sección (#nombre).',
  type: 'string',
  validation: (rule) =>
    rule
      .regex(/^[a-z0-9-]+$/, { name: 'ancla' })
      .error(
        'Solo minúsculas, números y guiones, sin espacios ni "#", por ejemplo sobre-nosotros.',
      ),
})
