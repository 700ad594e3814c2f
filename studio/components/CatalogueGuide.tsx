import { Box, Card, Container, Heading, Stack, Text } from '@sanity/ui'
import { productLines } from '../../src/catalogue/lines'

/**
 * Where the parts come from, for sales staff: the catalogue's sheets (one per line), kept by the
 * people who run the site, never typed in the Studio; what the Studio decides about them; how
 * to ask for a change. Opened from the desk ("Piezas del catálogo").
 */
export function CatalogueGuide() {
  return (
    <Container width={1}>
      <Box padding={4}>
        <Stack gap={5}>
          <Heading as="h2" size={2}>
            Las piezas del catálogo
          </Heading>
          <Text>
            Las piezas (claves, medidas, marcas y modelos en que quedan, equivalencias) no se
            escriben en este Studio. Salen del catálogo: una hoja de cálculo por línea de productos,
            que guarda el equipo de sistemas. Cada pieza tiene su página en el sitio y aparece en
            las tablas, el catálogo de pernos, el buscador por vehículo y la búsqueda.
          </Text>
          <Text>
            Aquí eliges solo cómo se muestran: en una página, la sección «Tabla de piezas de una
            línea» (qué línea, qué columnas y cuántas piezas a la vez), «Catálogo de pernos» y
            «Buscador por vehículo» (su título y su introducción). La cifra «+300 números de parte»
            se cuenta sola desde el catálogo.
          </Text>
          <Card tone="primary" padding={4} radius={2} border>
            <Stack gap={3}>
              <Text weight="semibold">Para dar de alta una pieza o corregir una</Text>
              <Text>
                Manda a sistemas la clave de la pieza y lo que cambia (una medida, un modelo, una
                equivalencia). Ellos corrigen la hoja de su línea, la revisan y la cargan; el sitio
                muestra el cambio sin que publiques nada aquí.
              </Text>
            </Stack>
          </Card>
          <Stack gap={3}>
            <Text weight="semibold">La hoja de cada línea</Text>
            <Text size={1} muted>
              En la carpeta data/catalogue del proyecto del sitio:
            </Text>
            <Stack as="ul" gap={2} style={{ margin: 0, paddingLeft: 20 }}>
              {productLines.map((line) => (
                <li key={line.id}>
                  <Text size={1}>
                    {line.name} ({line.path}): <code>{line.id}.csv</code>
                  </Text>
                </li>
              ))}
            </Stack>
          </Stack>
        </Stack>
      </Box>
    </Container>
  )
}
