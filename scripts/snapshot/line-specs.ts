import { specTable } from './helpers.ts'

/*
 * The measures sheet of each product line, shown on its page between the introduction and the
 * quote form. Keys follow the company's prefixes (BR birlo, BE birlo extrapesado, TR tuerca,
 * TC tornillo caliper, TB terminal, RC rondana de cobre, SE/SI/TE seguros, CA casquillo,
 * AB abrazadera); the row that matches each page's drawing carries the drawing's measures.
 * Wheel-stud and nut keys agree with the /medidas-birlos-y-tuercas sheet.
 */

export const wheelStudSpecs = specTable(
  'specs',
  {
    eyebrow: 'Medidas',
    heading: 'Birlos por clave',
    intro:
      'Largo bajo la cabeza; moleteado medido en su diámetro mayor. Las aplicaciones son las más comunes: confírmalas con ventas.',
  },
  ['Clave', 'Rosca', 'Largo', 'Moleteado', 'Acabado', 'Aplicación'],
  [
    ['BR-1215', 'M12 × 1.5', '40 mm', '14.3 mm', 'Tropicalizado', 'Toyota Corolla, Yaris'],
    ['BR-1245', 'M12 × 1.5', '45 mm', '14.3 mm', 'Tropicalizado', 'Honda Civic, Ford Fiesta'],
    ['BR-1215L', 'M12 × 1.5', '52 mm', '14.3 mm', 'Tropicalizado', 'Rin de aluminio grueso'],
    ['BR-1225', 'M12 × 1.25', '45 mm', '13.8 mm', 'Zincado', 'Nissan Tsuru, Sentra, Versa'],
    ['BR-1415', 'M14 × 1.5', '55 mm', '16.1 mm', 'Fosfatado', 'Chevrolet Silverado, Cheyenne'],
    ['BR-716', '7/16″-20 UNF', '1 5/8″', '0.500″', 'Tropicalizado', 'Autos americanos clásicos'],
    ['BR-12UNF', '1/2″-20 UNF', '2″', '0.615″', 'Zincado', 'Jeep y Ford F-150'],
  ],
)

export const heavyStudSpecs = specTable(
  'specs',
  {
    eyebrow: 'Medidas',
    heading: 'Birlos extrapesados por clave',
    intro:
      'Largo bajo la cabeza. Cada birlo se surte con su tuerca: de dos piezas con rondana para rin centrado al cubo, esférica para rin centrado al birlo.',
  },
  ['Clave', 'Rosca', 'Largo', 'Moleteado', 'Tuerca', 'Aplicación'],
  [
    [
      'BE-2215',
      'M22 × 1.5',
      '95 mm',
      '24.6 mm',
      'Dos piezas, 33 mm',
      'Freightliner, International',
    ],
    [
      'BE-2215L',
      'M22 × 1.5',
      '120 mm',
      '24.6 mm',
      'Dos piezas, 33 mm',
      'Rin doble, eje de tracción',
    ],
    ['BE-7811', '7/8″-11 UNC', '110 mm', '0.960″', 'Dos piezas, 1 1/2″', 'Kenworth, Peterbilt'],
    ['BE-3416', '3/4″-16 UNF', '3 1/4″', '0.830″', 'Esférica, 1 1/2″', 'Remolque con tambor'],
    ['BE-2015', 'M20 × 1.5', '85 mm', '22.4 mm', 'Cónica 60°, 32 mm', 'Isuzu ELF, Hino 300'],
    ['BE-5818', '5/8″-18 UNF', '3″', '0.720″', 'Cónica 60°, 1 1/16″', 'Camión de 3.5 t'],
  ],
)

export const nutSpecs = specTable(
  'specs',
  {
    eyebrow: 'Medidas',
    heading: 'Tuercas por rosca y asiento',
    intro: 'Hexágono entre caras planas: es la llave que pide la tuerca.',
  },
  ['Clave', 'Rosca', 'Hexágono', 'Asiento', 'Tipo', 'Acabado'],
  [
    ['TR-1215', 'M12 × 1.5', '19 mm', 'Cónico 60°', 'Cerrada', 'Cromado'],
    ['TR-1215A', 'M12 × 1.5', '19 mm', 'Cónico 60°', 'Abierta', 'Tropicalizado'],
    ['TR-1215P', 'M12 × 1.5', '21 mm', 'Plano con rondana', 'Cerrada', 'Cromado'],
    ['TR-1215S', 'M12 × 1.5', '19 mm', 'Cónico 60°', 'De seguridad', 'Cromado'],
    ['TR-1225', 'M12 × 1.25', '19 mm', 'Cónico 60°', 'Cerrada', 'Zincado'],
    ['TR-1415', 'M14 × 1.5', '21 mm', 'Esférico R12', 'Cerrada', 'Cromado'],
    ['TR-716', '7/16″-20 UNF', '3/4″', 'Cónico 60°', 'Abierta', 'Tropicalizado'],
    ['TR-12UNF', '1/2″-20 UNF', '13/16″', 'Cónico 60°', 'Cerrada', 'Negro'],
  ],
)

export const caliperSpecs = specTable(
  'specs',
  {
    eyebrow: 'Medidas',
    heading: 'Tornillos caliper por clave',
    intro:
      'Largo total bajo la cabeza. Los de tipo guía se entregan con su funda de hule y grasa de silicón.',
  },
  ['Clave', 'Rosca', 'Largo', 'Tipo', 'Cabeza', 'Aplicación'],
  [
    ['TC-1072', 'M10 × 1.25', '72 mm', 'Guía con funda', 'Hexagonal 17 mm', 'Nissan Tsuru, Sentra'],
    ['TC-1040', 'M10 × 1.25', '40 mm', 'Guía corta', 'Hexagonal 14 mm', 'Toyota Corolla, Yaris'],
    ['TC-0830', 'M8 × 1.25', '30 mm', 'Guía corta', 'Hexagonal 13 mm', 'Chevrolet Aveo, Spark'],
    ['TC-0725', 'M7 × 1.0', '25 mm', 'Guía corta', 'Allen 7 mm', 'Volkswagen Jetta, Golf'],
    ['TC-1265', 'M12 × 1.5', '65 mm', 'De montaje', 'Hexagonal 18 mm', 'Ford Ranger'],
    ['TC-1456', 'M14 × 1.5', '56 mm', 'De montaje', 'Hexagonal 21 mm', 'Chevrolet Silverado'],
  ],
)

export const terminalSpecs = specTable(
  'specs',
  {
    eyebrow: 'Medidas',
    heading: 'Terminales por clave',
    intro:
      'Poste SAE: positivo de 17.5 mm y negativo de 16 mm en su parte alta; JIS, el poste delgado de los autos japoneses. Largo total con el barril.',
  },
  ['Clave', 'Poste', 'Material', 'Cable', 'Largo', 'Uso'],
  [
    ['TB-101P', 'SAE positivo (+)', 'Plomo', '4 AWG', '95 mm', 'Auto y camioneta'],
    ['TB-101N', 'SAE negativo (−)', 'Plomo', '4 AWG', '95 mm', 'Auto y camioneta'],
    ['TB-105J', 'JIS positivo (+)', 'Plomo', '6 AWG', '90 mm', 'Autos japoneses compactos'],
    ['TB-201P', 'SAE positivo (+)', 'Latón', '2 AWG', '110 mm', 'Camioneta y diésel'],
    ['TB-201N', 'SAE negativo (−)', 'Latón', '2 AWG', '110 mm', 'Camioneta y diésel'],
    ['TB-301P', 'SAE positivo (+)', 'Latón estañado', '1/0 AWG', '125 mm', 'Camión y maquinaria'],
    ['TB-301N', 'SAE negativo (−)', 'Latón estañado', '1/0 AWG', '125 mm', 'Camión y maquinaria'],
  ],
)

export const washerSpecs = specTable(
  'specs',
  {
    eyebrow: 'Medidas',
    heading: 'Rondanas por clave',
    intro: 'Cobre recocido. Medidas: diámetro exterior × interior × espesor.',
  },
  ['Clave', 'Ø exterior', 'Ø interior', 'Espesor', 'Tornillo', 'Uso'],
  [
    ['RC-1812', '18 mm', '12.2 mm', '1.5 mm', 'M12', 'Tapón de cárter'],
    ['RC-2014', '20 mm', '14.2 mm', '1.5 mm', 'M14', 'Tapón de cárter'],
    ['RC-2216', '22 mm', '16.2 mm', '1.5 mm', 'M16', 'Tapón de cárter de camioneta'],
    ['RC-1610', '16 mm', '10.2 mm', '1.0 mm', 'M10 × 1.0', 'Tornillo banjo de freno'],
    ['RC-1507', '15 mm', '7.5 mm', '2.0 mm', 'Inyector', 'Inyector diésel'],
    ['RC-38E', '5/8″', '3/8″', '1/16″', '3/8″-24 UNF', 'Banjo de freno estándar'],
  ],
)

export const clipSpecs = specTable(
  'specs',
  {
    eyebrow: 'Medidas',
    heading: 'Seguros por clave',
    intro:
      'Exterior: diámetro del eje. Interior: diámetro del barreno. Tipo E: diámetro de la ranura. Todos en acero de resorte.',
  },
  ['Clave', 'Tipo', 'Medida', 'Espesor', 'Acabado', 'Uso'],
  [
    ['SE-20', 'Exterior', 'Eje Ø 20 mm', '1.2 mm', 'Pavonado', 'Flechas y poleas'],
    ['SE-25', 'Exterior', 'Eje Ø 25 mm', '1.2 mm', 'Pavonado', 'Juntas homocinéticas'],
    ['SI-35', 'Interior', 'Barreno Ø 35 mm', '1.5 mm', 'Zinc', 'Transmisiones'],
    ['SI-47', 'Interior', 'Barreno Ø 47 mm', '1.75 mm', 'Pavonado', 'Rodamiento de rueda'],
    ['SI-62', 'Interior', 'Barreno Ø 62 mm', '2.0 mm', 'Pavonado', 'Rodamiento de camioneta'],
    ['TE-5', 'Tipo E', 'Ranura Ø 5 mm', '0.7 mm', 'Zinc', 'Varillajes y pedales'],
    ['TE-8', 'Tipo E', 'Ranura Ø 8 mm', '1.0 mm', 'Zinc', 'Bisagras y mecanismos'],
  ],
)

export const bushingSpecs = specTable(
  'specs',
  {
    eyebrow: 'Medidas',
    heading: 'Casquillos por clave',
    intro:
      'Rosca exterior: la del barreno rebajado. Rosca interior: la original del tornillo. Largo con el collarín.',
  },
  ['Clave', 'Rosca exterior', 'Rosca interior', 'Largo', 'Material', 'Uso'],
  [
    ['CA-2014', 'M20 × 1.5', 'M14 × 1.5', '24 mm', 'Latón', 'Tapón de cárter'],
    ['CA-1612', 'M16 × 1.5', 'M12 × 1.5', '16 mm', 'Latón', 'Tapón de cárter'],
    ['CA-2216', 'M22 × 1.5', 'M16 × 1.5', '18 mm', 'Latón', 'Tapón de cárter de camioneta'],
    ['CA-1814', 'M18 × 1.5', 'M14 × 1.25', '14 mm', 'Acero', 'Bujía en cabeza de aluminio'],
    ['CA-2218', 'M22 × 1.5', 'M18 × 1.5', '15 mm', 'Acero', 'Sensor de oxígeno'],
    ['CA-1410', 'M14 × 1.5', 'M10 × 1.5', '20 mm', 'Acero', 'Monoblock y múltiples'],
    ['CA-1208', 'M12 × 1.5', 'M8 × 1.25', '16 mm', 'Acero', 'Carrocería y chasis'],
  ],
)

export const clampSpecs = specTable(
  'specs',
  {
    eyebrow: 'Medidas',
    heading: 'Abrazaderas por clave',
    intro: 'Diámetro: el rango de apriete de la banda sobre la manguera.',
  },
  ['Clave', 'Tipo', 'Diámetro', 'Banda', 'Material', 'Uso'],
  [
    ['AB-1627', 'Sinfín', '16–27 mm', '9 mm', 'Inoxidable', 'Combustible y vacío'],
    ['AB-2032', 'Sinfín', '20–32 mm', '12.7 mm', 'Inoxidable', 'Calefacción'],
    ['AB-3250', 'Sinfín', '32–50 mm', '12.7 mm', 'Inoxidable', 'Radiador'],
    ['AB-4060', 'Sinfín', '40–60 mm', '12.7 mm', 'Inoxidable', 'Radiador y admisión'],
    ['AB-4060G', 'Sinfín', '40–60 mm', '12.7 mm', 'Galvanizado', 'Admisión de aire'],
    ['AB-90110G', 'Sinfín', '90–110 mm', '12.7 mm', 'Galvanizado', 'Tubería de maquinaria'],
    ['AB-R25', 'De resorte', '25 mm', '15 mm', 'Acero con zinc', 'Mangueras de calefacción'],
  ],
)
