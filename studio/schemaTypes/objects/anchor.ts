import { defineField } from 'sanity'

/** Optional in-page anchor shared by every section type, e.g. "sobre-nosotros" for /#sobre-nosotros. */
export const anchorField = defineField({
  name: 'anchor',
  title: 'Nombre para enlazar aquí',
  description:
    'Opcional. Una o dos palabras en minúsculas unidas con guion (por ejemplo sobre-nosotros), para que un botón o enlace lleve directo a esta sección: en el enlace se escribe después de «#», como /#sobre-nosotros.',
  type: 'string',
  validation: (rule) =>
    rule
      .regex(/^[a-z0-9-]+$/, { name: 'ancla' })
      .error(
        'Solo minúsculas, números y guiones, sin espacios ni "#", por ejemplo sobre-nosotros.',
      ),
})
