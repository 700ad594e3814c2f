import { defineField, defineType } from 'sanity'
import { anchorField } from '../objects/anchor'
import { headingField } from './fields'

export const contactDetails = defineType({
  name: 'contactDetails',
  title: 'Datos de contacto y mapa',
  type: 'object',
  fields: [
    headingField(),
    defineField({
      name: 'text',
      title: 'Texto',
      description:
        'Uno o dos renglones. Dirección, teléfonos, horarios y correos salen de Ajustes del sitio.',
      type: 'text',
      rows: 3,
    }),
    defineField({
      name: 'mapEmbedUrl',
      title: 'Mapa para insertar',
      description:
        'La dirección «embed» de OpenStreetMap (Compartir → HTML), solo el valor de src. Se carga cuando el visitante llega al mapa.',
      type: 'url',
      validation: (rule) =>
        rule
          .required()
          .uri({ scheme: ['https'] })
          .error('Pega el enlace completo del mapa, que empiece con https://.'),
    }),
    defineField({
      name: 'mapTitle',
      title: 'Título del mapa',
      description: 'Describe el mapa para lectores de pantalla, por ejemplo «Mapa de la planta».',
      type: 'string',
      validation: (rule) => rule.required().error('Escribe el título del mapa.'),
    }),
    anchorField,
  ],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title, subtitle: 'Contacto y mapa' }),
  },
})
