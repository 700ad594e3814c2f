import { type Doc, prose } from './helpers.ts'

/** The blog's posts: original technical notes written for the shop's customers. */
function post(props: {
  slug: string
  title: string
  date: string
  excerpt: string
  tags: string[]
  coverDrawing: string
  body: string
}): Doc {
  return {
    _id: `post.${props.slug}`,
    _type: 'post',
    title: props.title,
    slug: { _type: 'slug', current: props.slug },
    date: props.date,
    author: 'Equipo técnico Fijamex',
    excerpt: props.excerpt,
    tags: props.tags,
    coverDrawing: props.coverDrawing,
    body: prose(props.body),
  }
}

export const doorPinGuide = post({
  slug: 'como-identificar-el-perno-de-puerta-de-tu-auto',
  title: 'Cómo identificar el perno de puerta correcto para tu auto',
  date: '2025-03-10',
  excerpt:
    'Marca, modelo y año orientan, pero el diámetro, el largo y el buje deciden. Así se mide un perno de bisagra antes de pedirlo, con vernier y sin adivinar.',
  tags: ['Pernos', 'Taller'],
  coverDrawing: 'pin',
  body: `
Una puerta que baja al abrirla, que hay que levantar para que cierre o que roza el marco casi siempre tiene el perno de la bisagra y su buje gastados. Cambiarlos devuelve la puerta a su lugar sin tocar la lámina, pero solo si la pieza nueva es exactamente la que lleva la bisagra.
## Empieza por el vehículo
Anota marca, modelo, año y, si puedes, el número de serie (VIN). Muchos modelos cambiaron de bisagra a mitad de generación, y dos autos del mismo año pueden llevar pernos distintos según la planta donde se armaron. Con esos datos buscamos en el catálogo las claves que corresponden.
## Mide el perno que sale
El dato del vehículo orienta; la medida confirma. Con un vernier toma tres lecturas:
- **Diámetro del cuerpo**, en la parte que gira dentro del buje, no en la cabeza.
- **Largo total**, de la base de la cabeza a la punta.
- **Diámetro y largo del buje**, si lo sacas completo.
Mide en la zona menos gastada: un perno con desgaste ovalado da una lectura menor que la original. Si la diferencia entre dos lecturas del mismo cuerpo pasa de dos décimas de milímetro, toma la mayor.
## Revisa el tipo de cabeza y de retén
Hay pernos con cabeza lisa que se remachan, con cabeza estriada que entra a presión y con ranura para seguro tipo E. La pieza nueva debe retenerse igual que la original; un perno estriado en una bisagra pensada para seguro queda flojo en pocas semanas.
## El buje importa tanto como el perno
El perno de acero gira dentro de un buje de latón. Si cambias el perno y dejas el buje ovalado, la puerta vuelve a caer. Nuestros juegos incluyen perno y buje medidos para trabajar juntos.
## Cuando no tienes la pieza en la mano
Si la puerta todavía está armada, una foto de la bisagra junto a una regla y los datos del vehículo bastan para orientarte. Escríbenos con esa información y te confirmamos la clave antes de que hagas el pedido.
`,
})

export const studTypes = post({
  slug: 'birlo-hexagonal-o-integrado-al-cubo',
  title: 'Birlo hexagonal o integrado al cubo: cuál lleva tu rueda',
  date: '2025-02-03',
  excerpt:
    'Por fuera de la rueda se ven iguales: el birlo hexagonal removible y el estriado integrado al cubo. Cómo distinguirlos, medirlos y cambiarlos sin dañar el cubo.',
  tags: ['Birlos', 'Taller'],
  coverDrawing: 'stud',
  body: `
Desde fuera de la rueda ambos se ven igual: una rosca que sale del cubo y una tuerca que aprieta el rin. La diferencia está del otro lado, y define qué pieza pides y cómo se cambia.
## El birlo integrado al cubo
Es el más común en autos y camionetas ligeras. Tiene una cabeza plana y un cuerpo estriado que entra a presión en la brida del cubo; la tuerca aprieta el rin contra esa brida. Se cambia sacándolo a golpe o con prensa y metiendo el nuevo hasta que la cabeza asiente por completo.
- Mide el **diámetro del estriado** y su largo: un estriado pequeño gira en el barreno; uno grande revienta la brida.
- Mide la **rosca** (por ejemplo 12 × 1.5 o 1/2-20) con un peine de roscas, no a ojo.
- Mide el **largo útil**: la rosca debe pasar la tuerca al menos el diámetro del birlo.
## El birlo hexagonal removible
Se usa en vehículos europeos y en algunos de trabajo: el cubo tiene barrenos roscados y el birlo, con cabeza hexagonal, atraviesa el rin y se atornilla en ellos. Aquí no hay tuerca; el asiento de la cabeza (cónico, esférico o plano) debe coincidir con el del rin.
## Cómo saber cuál tienes
Quita una rueda. Si al retirarla los birlos se quedan en el cubo, son integrados. Si la rueda sale junto con los birlos y el cubo queda con barrenos roscados, son removibles.
## Al reemplazarlos
Cambia el birlo dañado y revisa los vecinos: si uno se barrió por exceso de apriete, los demás recibieron el mismo trato. Aprieta siempre en cruz y con torquímetro al valor del fabricante, y vuelve a revisar el apriete tras los primeros cien kilómetros.
`,
})

export const finishes = post({
  slug: 'tropicalizado-galvanizado-o-zincado',
  title: 'Tropicalizado, galvanizado o zincado: qué acabado elegir',
  date: '2025-01-13',
  excerpt:
    'Los tres protegen el acero con zinc, pero no duran lo mismo ni sirven para lo mismo. Comparamos espesor, resistencia a la humedad y aspecto para piezas automotrices.',
  tags: ['Acabados', 'Pernos', 'Birlos'],
  coverDrawing: 'nut',
  body: `
El acero sin protección se oxida en semanas si queda expuesto al agua y a la sal del camino. Los acabados de zinc lo protegen de dos formas: como barrera y sacrificándose, porque el zinc se corroe antes que el acero. Lo que cambia entre uno y otro es cuánto zinc queda sobre la pieza y qué capa lleva encima.
## Zincado (electrozincado)
La pieza se recubre de zinc por electrólisis, en capas delgadas de unas cuantas micras. Queda lisa y de color plata o azulado, no altera las roscas y es económico. Es buena elección para piezas que trabajan protegidas, dentro de la carrocería o del habitáculo.
## Tropicalizado
Es un zincado al que se agrega una capa de conversión de cromo, que le da su tono amarillo o tornasol. Esa capa retrasa la aparición del óxido blanco y duplica, o más, la vida del zinc en ambientes húmedos. Por eso lo usamos en pernos de puerta y piezas expuestas a la intemperie: protege bien sin engrosar la rosca.
## Galvanizado por inmersión en caliente
La pieza se sumerge en zinc fundido y sale con una capa mucho más gruesa, de decenas de micras. Es el que más dura a la intemperie, pero deja la superficie rugosa y cambia las medidas: las roscas deben maquinarse con holgura o repasarse después. Conviene en estructuras, soportes y tornillería grande, no en piezas de tolerancia fina.
## En resumen
- **Zincado**: piezas protegidas, costo bajo, medidas intactas.
- **Tropicalizado**: piezas expuestas a humedad y lavado; el equilibrio que recomendamos para pernos y birlos.
- **Galvanizado en caliente**: máxima duración a la intemperie, cuando la rosca lo permite.
Si la pieza trabajará cerca de la costa o en vehículos que circulan sobre sal, pregúntanos: el acabado adecuado cuesta menos que cambiar piezas oxidadas.
`,
})

export const posts = [doorPinGuide, studTypes, finishes]
