import { defineField, defineType } from 'sanity'

const line = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    description,
    type: 'string',
    validation: (rule) => rule.required().error(`Completa «${title}».`),
  })

export const address = defineType({
  name: 'address',
  title: 'Dirección',
  type: 'object',
  fields: [
    line('street', 'Calle y número', 'Por ejemplo: Poniente 134 núm. 620.'),
    line('neighborhood', 'Colonia', 'Por ejemplo: Industrial Vallejo.'),
    line('borough', 'Alcaldía', 'Por ejemplo: Azcapotzalco.'),
    line('city', 'Ciudad', 'Por ejemplo: Ciudad de México.'),
    line('postalCode', 'Código postal', 'Cinco dígitos.'),
    line('region', 'Estado', 'La abreviatura del estado, por ejemplo CDMX o Jal.'),
    line('country', 'País', 'MX, por México.'),
  ],
})
