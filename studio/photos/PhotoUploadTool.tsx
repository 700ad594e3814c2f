import { UploadIcon } from '@sanity/icons/Upload'
import {
  Badge,
  Box,
  Button,
  Card,
  Container,
  Flex,
  Heading,
  Stack,
  Text,
  TextInput,
} from '@sanity/ui'
import { type ChangeEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { type SanityClient, useClient } from 'sanity'
import { productLines } from '../../src/catalogue/lines'
import { canonicalKeyParam } from '../../src/catalogue/part-path'
import {
  candidateKeys,
  matchPhotoFile,
  type PhotoFileMatch,
  type PhotoTarget,
} from '../../src/photos/file-names'
import { photoScenes, sceneFieldName } from '../../src/photos/scenes'
import { catalogueUrl, lookUpKeys } from './catalogue-keys'
import {
  describeTarget,
  linePhotosId,
  orderMatches,
  partPhotosId,
  SCENE_PHOTOS_ID,
} from './upload-plan'

type Item = {
  id: string
  file: File
  preview: string
  match: PhotoFileMatch
  alt: string
  state: 'nueva' | 'subiendo' | 'lista' | 'error'
  error?: string
}
type Placed = Item & { match: { target: PhotoTarget } }

const lineName = (id: string) => productLines.find((line) => line.id === id)?.name ?? id
const sceneTitle = (id: string) => photoScenes.find((scene) => scene.id === id)?.title ?? id
const isPlaced = (item: Item): item is Placed => item.match.target !== null

/**
 * 'Subir fotos': staff drop many photos at once; each is placed by its file name (a part's key,
 * with `-2`, `-3`… for its other angles, `linea-{línea}`, `escena-{escena}`), the list says where
 * each goes and why one does not, and each placed photo asks for its alternative text before
 * anything is uploaded.
 */
export function PhotoUploadTool() {
  const client = useClient({ apiVersion: '2025-02-19' })
  const inputId = useId()
  const [items, setItems] = useState<Item[]>([])
  const [checking, setChecking] = useState(false)
  const [uploading, setUploading] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  // The previews live as long as the list: dropped when new files are chosen or the tool closes.
  const previews = useRef<string[]>([])
  const dropPreviews = useCallback(() => {
    for (const url of previews.current) URL.revokeObjectURL(url)
    previews.current = []
  }, [])
  useEffect(() => dropPreviews, [dropPreviews])

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.currentTarget.files ?? [])]
    event.currentTarget.value = ''
    if (files.length === 0) return
    setProblem(null)
    setChecking(true)
    try {
      const answers = await lookUpKeys(files.flatMap((file) => candidateKeys(file.name)))
      const lookup = (key: string) => answers.get(canonicalKeyParam(key)) ?? null
      dropPreviews()
      setItems(
        files.map((file, i) => ({
          id: `${Date.now()}-${i}`,
          file,
          preview: track(previews.current, URL.createObjectURL(file)),
          match: matchPhotoFile(file.name, lookup),
          alt: '',
          state: 'nueva',
        })),
      )
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
    } finally {
      setChecking(false)
    }
  }

  const placed = useMemo(() => orderMatches(items.filter(isPlaced)), [items])
  const unmatched = items.filter((item) => !isPlaced(item))
  const missingAlt = placed.filter(
    (item) => item.alt.trim() === '' && item.state !== 'lista',
  ).length
  const pending = placed.filter((item) => item.state !== 'lista')

  const update = (id: string, change: Partial<Item>) =>
    setItems((all) => all.map((item) => (item.id === id ? { ...item, ...change } : item)))

  async function upload() {
    setUploading(true)
    for (const item of pending) {
      update(item.id, { state: 'subiendo', error: undefined })
      try {
        await place(client, item)
        update(item.id, { state: 'lista' })
      } catch (error) {
        update(item.id, {
          state: 'error',
          error: error instanceof Error ? error.message : String(error),
        })
      }
    }
    setUploading(false)
  }

  return (
    <Container width={2}>
      <Box padding={4}>
        <Stack gap={5}>
          <Heading as="h1" size={2}>
            Subir fotos
          </Heading>
          <Text>
            Elige muchas fotos a la vez. Cada una se coloca por el nombre de su archivo: la clave de
            la pieza (PP-1.jpg es su foto principal, PP-1-2.jpg la segunda), «linea-birlos.jpg» para
            el encabezado de una línea, «escena-planta.jpg» para las fotos de la empresa (planta,
            mostrador, equipo, paso-1, paso-2, paso-3). Las claves se revisan en el catálogo del
            sitio ({catalogueUrl}). Las fotos se publican al subirlas.
          </Text>
          <Card padding={4} radius={2} border tone="primary">
            <Stack gap={3}>
              <label htmlFor={inputId}>
                <Text weight="semibold">Fotos (JPG, PNG, WebP o AVIF)</Text>
              </label>
              <input
                id={inputId}
                type="file"
                multiple
                accept="image/jpeg,image/png,image/webp,image/avif"
                onChange={choose}
                disabled={checking || uploading}
              />
              {checking && <Text muted>Revisando las claves en el catálogo…</Text>}
              {problem && (
                <Text role="alert" style={{ color: 'var(--card-badge-critical-fg-color, #c00)' }}>
                  {problem}
                </Text>
              )}
            </Stack>
          </Card>

          {items.length > 0 && (
            <Text weight="semibold" role="status">
              {placed.length === 1 ? '1 foto colocada' : `${placed.length} fotos colocadas`},{' '}
              {unmatched.length === 1 ? '1 sin colocar' : `${unmatched.length} sin colocar`}
            </Text>
          )}

          {unmatched.length > 0 && (
            <Stack gap={3} as="section" aria-label="Fotos sin colocar">
              <Heading as="h2" size={1}>
                Sin colocar
              </Heading>
              <Text muted>Cambia el nombre del archivo y vuelve a elegirla; no se sube.</Text>
              {unmatched.map((item) => (
                <Card key={item.id} padding={3} radius={2} border tone="caution">
                  <Flex gap={3} align="center">
                    <img
                      src={item.preview}
                      alt=""
                      width={64}
                      height={48}
                      style={{ objectFit: 'cover' }}
                    />
                    <Stack gap={2}>
                      <Text weight="semibold">{item.file.name}</Text>
                      <Text size={1}>{item.match.target === null ? item.match.reason : ''}</Text>
                    </Stack>
                  </Flex>
                </Card>
              ))}
            </Stack>
          )}

          {placed.length > 0 && (
            <Stack gap={3} as="section" aria-label="Fotos colocadas">
              <Heading as="h2" size={1}>
                Colocadas
              </Heading>
              {placed.map((item) => (
                <Card
                  key={item.id}
                  padding={3}
                  radius={2}
                  border
                  tone={item.state === 'error' ? 'critical' : 'default'}
                >
                  <Flex gap={3} align="flex-start">
                    <img
                      src={item.preview}
                      alt=""
                      width={96}
                      height={72}
                      style={{ objectFit: 'cover' }}
                    />
                    <Stack gap={3} flex={1}>
                      <Flex gap={2} align="center" wrap="wrap">
                        <Text weight="semibold">{item.file.name}</Text>
                        <Text size={1}>
                          → {describeTarget(item.match.target, lineName, sceneTitle)}
                        </Text>
                        {item.state === 'lista' && <Badge tone="positive">Publicada</Badge>}
                        {item.state === 'subiendo' && <Badge tone="primary">Subiendo…</Badge>}
                      </Flex>
                      <TextInput
                        aria-label={`Texto alternativo de ${item.file.name}`}
                        placeholder="Texto alternativo: qué muestra la foto"
                        value={item.alt}
                        maxLength={160}
                        readOnly={item.state === 'lista' || uploading}
                        onChange={(event) => update(item.id, { alt: event.currentTarget.value })}
                      />
                      {item.error && <Text size={1}>No se pudo subir: {item.error}</Text>}
                    </Stack>
                  </Flex>
                </Card>
              ))}
              {missingAlt > 0 && (
                <Text muted>
                  {missingAlt === 1
                    ? 'Falta el texto alternativo de 1 foto.'
                    : `Falta el texto alternativo de ${missingAlt} fotos.`}
                </Text>
              )}
              <Box>
                <Button
                  icon={UploadIcon}
                  tone="primary"
                  text={
                    pending.length === 0
                      ? 'Todas las fotos están publicadas'
                      : pending.length === 1
                        ? 'Subir y publicar 1 foto'
                        : `Subir y publicar ${pending.length} fotos`
                  }
                  disabled={uploading || missingAlt > 0 || pending.length === 0}
                  onClick={upload}
                />
              </Box>
            </Stack>
          )}
        </Stack>
      </Box>
    </Container>
  )
}

/** Uploads one photo and puts it in its document, published. */
async function place(client: SanityClient, item: Placed) {
  const asset = await client.assets.upload('image', item.file, { filename: item.file.name })
  const image = {
    _type: 'image',
    asset: { _type: 'reference', _ref: asset._id },
    alt: item.alt.trim(),
  }
  const { target } = item.match
  if (target.kind === 'part') {
    const id = partPhotosId(target.key)
    const existing = await client.getDocument<{ photos?: unknown[] }>(id)
    const photo = {
      ...image,
      _key: asset._id.slice(6, 18) + Math.random().toString(36).slice(2, 6),
    }
    const first = target.angle === 1 && (existing?.photos?.length ?? 0) > 0
    await client
      .transaction()
      .createIfNotExists({ _id: id, _type: 'partPhotos', key: target.key, photos: [] })
      .patch(id, (patch) =>
        patch
          .setIfMissing({ photos: [] })
          .insert(first ? 'before' : 'after', first ? 'photos[0]' : 'photos[-1]', [photo]),
      )
      .commit()
  } else if (target.kind === 'line') {
    await client.createOrReplace({
      _id: linePhotosId(target.line),
      _type: 'linePhotos',
      line: target.line,
      photo: image,
    })
  } else {
    await client
      .transaction()
      .createIfNotExists({ _id: SCENE_PHOTOS_ID, _type: 'scenePhotos' })
      .patch(SCENE_PHOTOS_ID, (patch) => patch.set({ [sceneFieldName(target.scene)]: image }))
      .commit()
  }
}

function track(list: string[], url: string): string {
  list.push(url)
  return url
}
