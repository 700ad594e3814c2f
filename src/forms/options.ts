/** The choices of the quote and contact forms, spelled as the business writes them ("50 Piezas", "Kits de Freno"). */

/** The 32 federal entities of Mexico. */
export const MEXICAN_STATES = [
  'Aguascalientes',
  'Baja California',
  'Baja California Sur',
  'Campeche',
  'Chiapas',
  'Chihuahua',
  'Ciudad de México',
  'Coahuila',
  'Colima',
  'Durango',
  'Estado de México',
  'Guanajuato',
  'Guerrero',
  'Hidalgo',
  'Jalisco',
  'Michoacán',
  'Morelos',
  'Nayarit',
  'Nuevo León',
  'Oaxaca',
  'Puebla',
  'Querétaro',
  'Quintana Roo',
  'San Luis Potosí',
  'Sinaloa',
  'Sonora',
  'Tabasco',
  'Tamaulipas',
  'Tlaxcala',
  'Veracruz',
  'Yucatán',
  'Zacatecas',
] as const

export const STATE_PLACEHOLDER = 'Selecciona tu estado'

export const QUANTITIES = [
  '10 piezas (mínimo)',
  '50 Piezas',
  '3K (envíos)',
  'Personalizada',
] as const

export const QUANTITY_PLACEHOLDER = 'Selecciona una cantidad'

export const PRODUCTS = [
  'Pernos para Puerta',
  'Birlos y Tuercas',
  'Birlos para Camiones',
  'Kits de Freno',
  'Tornillos Caliper',
  'Terminales',
  'Rondanas',
  'Seguros (interior y exterior)',
  'Casquillos',
  'Abrazaderas',
] as const

export const PRODUCT_PLACEHOLDER = 'Producto de interés'
