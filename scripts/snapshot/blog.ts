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

export const measurePin = post({
  slug: 'como-medir-un-perno-de-puerta-con-vernier',
  title: 'Cómo medir un perno de puerta con vernier, paso a paso',
  date: '2026-06-15',
  excerpt:
    'Qué lecturas tomar, dónde está el desgaste, por qué una décima importa y cómo mandarnos las medidas para cotizar sin ida y vuelta.',
  tags: ['Pernos', 'Taller'],
  coverDrawing: 'measurePin',
  body: `
Medir un perno de bisagra toma cinco minutos y evita el error más caro del taller: pedir una pieza que casi queda. Este es el procedimiento completo, desde limpiar la pieza hasta mandarnos las lecturas.
## Antes de medir
- **Limpia el perno** con desengrasante y un trapo: la grasa seca y el óxido suman décimas que no son del perno.
- **Revisa el vernier**: cierra las puntas y confirma que marque cero. Si es de carátula o digital, ajústalo en cero con las puntas cerradas.
- **Conoce su resolución**: un vernier de escala suele leer a 0.05 o 0.02 mm; uno digital muestra centésimas, pero eso no lo hace más exacto si las puntas están gastadas o flojas.
## Cómo sostenerlo
Apoya el perno en las puntas exteriores, perpendicular a ellas, y cierra con el pulgar sin apretar: si fuerzas la corredera, la lectura baja. Lee la escala de frente, a la altura de los ojos, porque de lado la línea que coincide parece otra. Toma cada medida dos o tres veces, girando el perno entre una y otra.
## Las lecturas que necesitamos
- **Diámetro del cuerpo**, en la parte lisa que gira dentro del buje.
- **Largo**, de la base de la cabeza a la punta.
- **Cabeza**: su diámetro y su altura.
- **Estriado**, si lo tiene: el diámetro sobre las crestas y el largo de la zona estriada.
- **Ranura del seguro**: la distancia de la base de la cabeza a la ranura.
- **Buje**: diámetro exterior, diámetro interior (con las puntas interiores) y largo; si tiene pestaña, su diámetro y su espesor.
## Dónde está el desgaste
El perno no se gasta parejo. La zona que trabaja dentro del buje se ovala del lado que carga el peso de la puerta, y a veces queda un escalón donde termina el buje. Para no confundir desgaste con medida:
- Mide el diámetro donde el perno no gira, cerca de la cabeza o junto a la punta: ahí conserva su medida original.
- Mide la zona gastada en dos posiciones a 90° una de la otra. La diferencia dice cuánto se ovaló; anótala aparte.
- Revisa el ojo de la bisagra. Si quedó ovalado, un perno de medida original tendrá juego aunque sea nuevo, y conviene preguntar por uno de sobremedida.
## Tolerancias: por qué una décima importa
Los pernos de bisagra se rectifican para girar sin juego dentro del buje, así que una décima de milímetro sí cuenta: en nuestro catálogo hay pernos de 7.9 mm y de 8 mm de diámetro, y la diferencia entre ellos es justo esa. Por eso:
- Anota las lecturas tal como salen, con sus decimales, sin redondear.
- Si dos lecturas del mismo punto no coinciden, anota las dos; nosotros las comparamos contra las medidas de cada clave.
- En el largo, lo que decide es que la ranura del seguro quede fuera de la bisagra; por eso pedimos también la distancia de la cabeza a la ranura.
## Cómo mandarnos las medidas
Para cotizar sin ida y vuelta, manda en un solo mensaje, por el formulario o por WhatsApp:
- Marca, modelo y año, y qué puerta y bisagra es: delantera o trasera, superior o inferior, lado izquierdo o derecho.
- Las lecturas en milímetros, con decimales, diciendo cuál es cada una.
- Una foto del perno sobre una hoja blanca, con el vernier o una regla al lado y buena luz.
- Cuántas piezas necesitas.
Con eso buscamos la clave que corresponde en el catálogo. Si no está, la fabricamos a la medida en 4 días hábiles a partir de tu muestra o de tus medidas; las piezas nuevas requieren una cantidad mínima.
`,
})

export const studThread = post({
  slug: 'como-elegir-un-birlo-por-rosca-y-estriado',
  title: 'Cómo elegir un birlo por su rosca y su estriado',
  date: '2026-08-10',
  excerpt:
    'M12 × 1.5, M12 × 1.25 o 1/2″-20; el diámetro y el largo del estriado, y el largo útil. Cómo medirlos y por qué un estriado equivocado afloja el birlo o revienta el cubo.',
  tags: ['Birlos', 'Taller'],
  coverDrawing: 'studThread',
  body: `
Un birlo integrado al cubo queda definido por cuatro datos: la rosca, el diámetro del estriado, el largo del estriado y el largo útil. Si uno no coincide, el rin no queda bien apretado o el cubo se daña. Aquí vamos a las medidas: cómo tomarlas y qué pasa cuando una falla.
## La rosca: diámetro y paso
En autos y camionetas ligeras encontrarás sobre todo tres roscas:
- **M12 × 1.5**: métrica, 12 mm de diámetro y 1.5 mm de un hilo al siguiente.
- **M12 × 1.25**: el mismo diámetro con un paso más fino; en nuestra tabla de birlos aparece en aplicaciones de Nissan.
- **1/2″-20 UNF**: en pulgadas, media pulgada de diámetro y 20 hilos por pulgada; común en vehículos de diseño estadounidense.
Las tres se parecen demasiado. La de 1/2″ mide 12.7 mm de diámetro, y sus 20 hilos por pulgada dan un paso de 1.27 mm, casi igual a 1.25 mm. Por eso una tuerca equivocada puede entrar dos o tres vueltas y luego trabarse: si la fuerzas, barres la rosca del birlo y la de la tuerca.
## Cómo medir la rosca
- **Peine de roscas**: prueba hojas hasta que una asiente en los hilos sin dejar luz a contraluz. Revisa a lo largo de toda la rosca, no en dos hilos: la hoja de 1.25 mm y la de 20 hilos casi se confunden en un tramo corto.
- **Diámetro sobre las crestas**, con vernier: un birlo métrico de 12 mide un poco menos de 12 mm; uno de 1/2″, cerca de 12.7 mm.
- **Una tuerca conocida**: enróscala a mano. Debe correr toda la rosca sin apretarse.
## El estriado: diámetro y largo
El estriado es la zona moleteada bajo la cabeza que se clava en la brida del cubo e impide que el birlo gire.
- **Diámetro**: mídelo sobre las crestas con las puntas exteriores del vernier, en dos o tres posiciones. En nuestras tablas verás estriados de 13.8 y de 14.3 mm para rosca de 12: entre ellos hay medio milímetro, y esa diferencia decide el ajuste.
- **Largo**: de la base de la cabeza a donde termina el estriado; debe corresponder al espesor de la brida.
- **Si el estriado viejo está aplastado**, mide un birlo vecino del mismo cubo que no se haya cambiado.
## Largo útil y agarre
El largo útil es lo que sobresale de la brida: debe atravesar el rin y dejar que la tuerca enrosque en toda su altura.
- Con tuerca abierta, la punta del birlo debe asomar.
- Con tuerca cerrada, verifica que el birlo no toque el fondo de la tuerca antes de que el rin quede apretado.
- Un rin de aluminio suele ser más grueso que uno de acero en la zona de los birlos; si cambias de rin, revisa el largo. Por eso nuestra tabla incluye un birlo largo para rin de aluminio grueso.
## Por qué un estriado equivocado afloja o revienta el cubo
- **Estriado chico**: no muerde la brida. El birlo gira con la tuerca al apretar o aflojar, el barreno se agranda y el birlo termina suelto.
- **Estriado grande**: entra a la fuerza, deforma el barreno y tensiona la brida, que puede fisurarse alrededor del barreno sin que se note a simple vista. También puede torcer la cara de la brida y hacer que el disco cabecee.
- **Estriado corto**: deja poca superficie de agarre, y el birlo se mueve bajo carga.
Asienta siempre la cabeza por completo, con prensa o jalando el birlo con una tuerca y rondanas, y no a golpes sobre un cubo armado con su rodamiento.
## Qué mandarnos
Rosca medida con peine, diámetro y largo del estriado, largo total, vehículo y cantidad, con una foto del birlo junto a una regla. Si no está en nuestras tablas, lo fabricamos a la medida en 4 días hábiles.
`,
})

export const zincOrBlackOxide = post({
  slug: 'zincado-o-pavonado-que-acabado-conviene',
  title: 'Zincado o pavonado: qué acabado conviene a cada pieza',
  date: '2026-09-21',
  excerpt:
    'El zinc se sacrifica por el acero; el pavonado es una capa negra que vive del aceite. Cómo resisten los climas de México y dónde va cada uno.',
  tags: ['Acabados', 'Pernos', 'Birlos'],
  coverDrawing: 'finishes',
  body: `
Ya comparamos los acabados a base de zinc. Falta el otro que verás en la tornillería automotriz: el pavonado, la capa negra de muchos seguros y piezas de maquinaria. Ninguno de los dos cambia la medida de forma apreciable, pero protegen de maneras muy distintas.
## Qué es el zincado
Es una capa de zinc depositada por electrólisis, de unas cuantas micras. El zinc se corroe antes que el acero, así que lo protege aun donde la capa se raya. Con el tiempo aparece primero un polvo blanco, que es el zinc oxidándose; el óxido rojo solo sale cuando el zinc de esa zona se agotó. Con una capa de conversión encima se vuelve tropicalizado y dura más en la humedad.
## Qué es el pavonado
Es una conversión de la superficie del acero en óxido de hierro negro, casi siempre en un baño químico caliente. No se deposita encima: es el mismo acero transformado, en una capa muy delgada, del orden de una micra. Por sí sola protege poco; lo que detiene la humedad es el aceite o la cera con que se sella la pieza al final. Sus ventajas son otras:
- No engrosa la pieza: respeta ranuras, roscas finas y ajustes apretados.
- Da un negro mate que no refleja.
- No hay recubrimiento que se desprenda o se descascare.
## La corrosión en los climas de México
- **Costa**: la sal y la humedad atacan todo. El pavonado sin aceite se oxida en días; el zinc aguanta más, pero también se consume. Para piezas expuestas, un acabado de zinc con su capa de conversión y revisiones periódicas.
- **Trópico húmedo**: la condensación moja también las piezas ocultas. Ahí el pavonado solo funciona si la pieza vive engrasada.
- **Altiplano y norte secos**: el pavonado se conserva bien en piezas interiores, pero la temporada de lluvias y los lavados lo ponen a prueba por fuera.
## Dónde va cada uno
- **Pernos de bisagra**: quedan a la intemperie, reciben agua en cada lavado y su cabeza está a la vista. Van con zinc; el tropicalizado es el acabado de nuestros pernos para puerta. Un perno pavonado en una bisagra exterior se mancha de óxido en pocas semanas.
- **Birlos**: trabajan por fuera de la rueda, con agua, lodo y polvo de balatas. También van con zinc. Si un cliente pide tuercas o birlos negros por apariencia, pregunta qué recubrimiento llevan: el negro decorativo no siempre es pavonado.
- **Piezas ocultas y lubricadas**: seguros de flechas y de rodamientos, pasadores internos, piezas que viven en grasa. Aquí el pavonado conviene: no cambia la medida de la ranura y la grasa hace el trabajo de protección.
- **Interiores secos**: bajo el tablero o dentro del habitáculo, cualquiera de los dos cumple.
## Cuidado y almacenamiento
- **Pavonado**: consérvalo aceitado. Si lo lavas con desengrasante, vuelve a aceitarlo; el sudor de las manos deja marcas que luego se oxidan.
- **Zincado**: no lo talles con cepillo de alambre ni lo instales con herramienta que arranque la capa. El polvo blanco no significa que el acero esté dañado; el óxido rojo sí.
- **En el almacén**: guarda las piezas en su bolsa cerrada, lejos del piso de concreto y de la humedad, y despacha primero lo que llegó primero.
Si no sabes qué acabado pide una pieza, mándanos una foto de la original y dónde va montada: te decimos cuál conviene.
`,
})

export const oeNumber = post({
  slug: 'como-leer-un-numero-de-parte-original',
  title: 'Cómo leer un número de parte original y cruzarlo con nuestra clave',
  date: '2026-11-09',
  excerpt:
    'Bien copiado, el número original identifica la pieza mejor que cualquier descripción. Qué suelen indicar sus partes, para qué sirven las equivalencias y qué mandarnos.',
  tags: ['Pernos', 'Taller'],
  coverDrawing: 'oeNumber',
  body: `
Muchos clientes llegan con un número: el de la caja de la pieza vieja, el de la cotización de la agencia o el que viene grabado en la propia pieza. Es el número de parte original, el que el fabricante del vehículo le dio a esa pieza. Bien copiado, es la forma más exacta de identificarla.
## Qué es un número de parte original
Cada armadora numera sus piezas a su manera; no hay una norma común entre marcas. Por eso el mismo perno puede tener números distintos en dos marcas, y cada fabricante de refacciones le pone además su propia clave, como hacemos nosotros con claves como PP-12.
## Qué suelen indicar sus partes
Cada sistema es distinto, pero muchos números comparten una estructura parecida:
- **Un bloque base**, que suele agrupar piezas de la misma función o zona del vehículo.
- **Un bloque que distingue la variante**: el modelo, la versión, el lado o la posición.
- **A veces, un sufijo** de letras o números que marca una revisión: la pieza cambió o reemplaza a una anterior.
Tómalo como orientación, no como regla. No intentes deducir la pieza a partir del número, porque la misma estructura significa cosas distintas en cada marca: úsalo completo, tal cual.
## Cómo copiarlo sin errores
- **Cópialo entero**, con la letra final y los ceros a la izquierda.
- **Cuida las letras que se confunden**: O y 0, I y 1, S y 5, B y 8.
- **Respeta guiones y espacios** como aparecen; algunas marcas los usan y otras no.
- **Si está grabado en metal**, fotografíalo con luz de lado: se lee mejor que de frente.
- **Si viene de una caja vieja**, puede haber sido reemplazado por uno más nuevo. Mándalo de todos modos; nosotros lo confirmamos.
## Por qué importan las equivalencias
Una equivalencia dice que dos números de fabricantes distintos corresponden a la misma pieza: mismo diámetro, mismo largo, misma cabeza y el mismo seguro. Para cada quien significa algo distinto:
- **En el taller**: pides por nuestra clave la pieza que la agencia cotiza por número.
- **En una flotilla**: identificas qué unidades comparten pieza y compras una sola clave para todas.
- **En la refaccionaria**: cruzas el número que trae el cliente con lo que tienes en existencia.
En nuestro catálogo, cada perno para puerta muestra en su página las equivalencias que tenemos registradas, y el buscador del catálogo también encuentra una clave por esos números. Una equivalencia vale lo que vale su fuente: cuando un número no está en la lista, comparamos medidas antes de confirmarlo.
## Qué mandarnos
- El número completo, con una foto de donde lo leíste: etiqueta, caja o pieza.
- Marca, modelo y año del vehículo, y qué puerta y bisagra es.
- Si tienes la pieza, sus medidas tomadas con vernier.
- Cuántas piezas necesitas.
Te respondemos con la clave del catálogo que corresponde. Si no la tenemos, podemos fabricarla a la medida en 4 días hábiles a partir de una muestra.
`,
})

/** Newest first, as the blog lists them. */
export const posts = [
  oeNumber,
  zincOrBlackOxide,
  studThread,
  measurePin,
  doorPinGuide,
  studTypes,
  finishes,
]
