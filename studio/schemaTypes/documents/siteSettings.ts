import { CogIcon } from '@sanity/icons/Cog'
import { defineArrayMember, defineField, defineType } from 'sanity'

const email = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Ajustes del sitio',
  type: 'document',
  icon: CogIcon,
  groups: [
    { name: 'contacto', title: 'Contacto', default: true },
    { name: 'horarios', title: 'Horarios' },
    { name: 'ubicacion', title: 'Ubicación' },
    { name: 'marca', title: 'Marca y sitio' },
  ],
  fields: [
    defineField({
      name: 'businessName',
      group: 'marca',
      title: 'Nombre comercial',
      description: 'Aparece en el encabezado, el pie de página y los títulos.',
      type: 'string',
      validation: (rule) => rule.required().error('Escribe el nombre comercial.'),
    }),
    defineField({
      name: 'tagline',
      group: 'marca',
      title: 'Lema corto',
      description: 'Se muestra bajo el nombre, por ejemplo "Pernos y birlos automotrices".',
      type: 'string',
      validation: (rule) =>
        rule.required().max(40).error('Escribe el lema, de hasta 40 caracteres.'),
    }),
    defineField({
      name: 'phone',
      group: 'contacto',
      title: 'Teléfono',
      description: 'Diez dígitos, sin espacios ni lada internacional (por ejemplo 5553681427).',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .regex(/^\d{10}$/, { name: '10 dígitos' })
          .error('Escribe el teléfono con sus 10 dígitos, sin espacios, por ejemplo 5553681427.'),
    }),
    defineField({
      name: 'whatsapp',
      group: 'contacto',
      title: 'WhatsApp',
      description: 'Número con lada de país, solo dígitos (por ejemplo 525553681427).',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .regex(/^52\d{10}$/, { name: '52 + 10 dígitos' })
          .error(
            'Escribe el WhatsApp con 52 y los 10 dígitos, sin espacios, por ejemplo 525553681427.',
          ),
    }),
    defineField({
      name: 'whatsappGreeting',
      group: 'contacto',
      title: 'Saludo de WhatsApp',
      description: 'El mensaje que aparece escrito al abrir el chat desde el botón flotante.',
      type: 'string',
      validation: (rule) => rule.required().error('Escribe el saludo de WhatsApp.'),
    }),
    defineField({
      name: 'salesEmails',
      group: 'contacto',
      title: 'Correos de ventas',
      description: 'Los correos que se muestran en contacto y en el pie de página.',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'string',
          validation: (rule) =>
            rule
              .regex(email, { name: 'correo electrónico' })
              .error('Escribe un correo completo, por ejemplo ventas@fijamex.mx.'),
        }),
      ],
      validation: (rule) => rule.required().min(1).error('Escribe al menos un correo de ventas.'),
    }),
    defineField({
      name: 'address',
      group: 'ubicacion',
      title: 'Dirección',
      description: 'La dirección de la planta y mostrador.',
      type: 'address',
      validation: (rule) => rule.required().error('Completa la dirección.'),
    }),
    defineField({
      name: 'mapUrl',
      group: 'ubicacion',
      title: 'Enlace al mapa',
      description: 'Enlace para abrir la ubicación en un servicio de mapas.',
      type: 'url',
      validation: (rule) =>
        rule.required().error('Pega el enlace completo al mapa, que empiece con https://.'),
    }),
    defineField({
      name: 'hours',
      group: 'horarios',
      title: 'Horarios',
      description:
        'Los dos horarios de la empresa, cada uno escrito una sola vez: el sitio los muestra donde se ven (arriba de cada página, en el pie de página y en Contacto Ventas).',
      type: 'object',
      fields: [
        defineField({
          name: 'header',
          title: 'Horario principal',
          description:
            'El horario de atención: se ve arriba en todas las páginas (y en el menú del teléfono), en el pie de página y en Contacto Ventas, y es el que Google muestra de la empresa.',
          type: 'hoursReading',
          validation: (rule) => rule.required().error('Completa el horario principal.'),
        }),
        defineField({
          name: 'contact',
          title: 'Segundo horario',
          description:
            'Otro horario que no es el de atención, por ejemplo el de ventas y envíos: se ve en el pie de página y en Contacto Ventas, después del principal.',
          type: 'hoursReading',
          validation: (rule) => rule.required().error('Completa el segundo horario.'),
        }),
      ],
      // Named in dialogs and breadcrumbs by what it is, not by its raw fields.
      preview: {
        select: { header: 'header.label', contact: 'contact.label' },
        prepare: ({ header, contact }) => ({
          title: 'Horarios',
          subtitle: [header, contact].filter(Boolean).join(' · '),
        }),
      },
      validation: (rule) => rule.required().error('Completa los dos horarios.'),
    }),
    defineField({
      name: 'social',
      group: 'contacto',
      title: 'Redes sociales',
      description: 'Enlaces a los perfiles de la empresa.',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'socialLink',
          fields: [
            defineField({
              name: 'network',
              title: 'Red',
              description: 'Qué red social es.',
              type: 'string',
              options: {
                list: [
                  { title: 'Facebook', value: 'facebook' },
                  { title: 'Instagram', value: 'instagram' },
                  { title: 'YouTube', value: 'youtube' },
                  { title: 'TikTok', value: 'tiktok' },
                  { title: 'LinkedIn', value: 'linkedin' },
                ],
              },
              validation: (rule) => rule.required().error('Elige la red social.'),
            }),
            defineField({
              name: 'url',
              title: 'Enlace',
              description: 'La dirección completa del perfil.',
              type: 'url',
              validation: (rule) =>
                rule
                  .required()
                  .error('Pega el enlace completo al perfil, que empiece con https://.'),
            }),
          ],
        }),
      ],
    }),
    defineField({
      name: 'overlayDurationMs',
      group: 'marca',
      title: 'Duración de la pantalla de carga',
      description:
        'Cuánto se ve la pantalla con el logotipo al cambiar de página, en milésimas de segundo: 2000 son 2 segundos y 0 la quita.',
      type: 'number',
      initialValue: 2000,
      validation: (rule) =>
        rule
          .required()
          .min(0)
          .max(5000)
          .integer()
          .error('Escribe un número entero de 0 a 5000 (2000 son 2 segundos).'),
    }),
  ],
  preview: { prepare: () => ({ title: 'Ajustes del sitio' }) },
})
