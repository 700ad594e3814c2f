import { defineType } from 'sanity'
import { anchorField } from '../objects/anchor'
import { headingField } from './fields'

const title = 'Buscador por vehículo'

/**
 * Make, model and year, then one button to the door pins that fit: the band a buyer starts from.
 * Its lists come from the catalogue, not from here; staff choose only its title and place.
 */
export const vehicleFinder = defineType({
  name: 'vehicleFinder',
  title,
  type: 'object',
  fields: [
    headingField(
      'El título del buscador, a la izquierda de las listas; por ejemplo "Encuentra tu perno por vehículo". Las marcas, modelos y años salen del catálogo: «Piezas del catálogo», en Contenido, dice dónde se corrigen.',
    ),
    anchorField,
  ],
  preview: {
    select: { heading: 'heading' },
    prepare: ({ heading }) => ({ title: heading, subtitle: title }),
  },
})
