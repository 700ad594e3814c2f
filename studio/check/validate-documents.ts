import { Schema } from '@sanity/schema'
import { builtinTypes } from '@sanity/schema/_internal'
import type { ValidationClient } from '@sanity/validation'
import { evaluateDocumentInternal } from '@sanity/validation/_internal'
import { evaluate, parse } from 'groq-js'
import type { SanityDocument } from 'sanity'
import { schemaTypes } from '../schemaTypes'

/** A document as exported to NDJSON. */
export type StoredDocument = { _id: string; _type: string; [field: string]: unknown }

/**
 * One refusal: the document, the field path and the Studio's own message, and the same in the
 * editor's words ("Página «Ofertas» › Ruta: …"), as a failed check prints it.
 */
export type Refusal = { documentId: string; path: string; message: string; text: string }

/** The schema as the Studio compiles it: Sanity's built-in types (image hotspot…) as its parent. */
export const studioSchema = Schema.compile({
  name: 'default',
  types: schemaTypes,
  parent: Schema.compile({ name: 'builtin', types: builtinTypes }),
})

/**
 * A client for custom validators (unique paths, reserved paths…) that answers GROQ from the
 * given documents instead of a dataset, so the snapshot is checked by the same rules the
 * Studio runs against the Content Lake.
 */
function localClient(documents: SanityDocument[]): ValidationClient {
  const fetch = async (query: string, params?: Record<string, unknown>) =>
    (await evaluate(parse(query, { params }), { dataset: documents, params })).get()
  const client = {
    fetch,
    getDataUrl: (operation: string, path?: string) => `/data/${operation}/local/${path ?? ''}`,
    // Document existence is answered by getDocumentExists below, so nothing observes.
    observable: {
      fetch: unavailable,
      request: unavailable,
    },
    withConfig: () => client,
  }
  return client as unknown as ValidationClient
}

function unavailable(): never {
  throw new Error('The snapshot check answers GROQ queries only.')
}

/**
 * Runs the Studio's document validation on the documents to check (by default all of them),
 * with the whole dataset answering custom rules' queries; errors only (warnings pass).
 */
export async function validateDocuments(
  stored: StoredDocument[],
  toCheck: StoredDocument[] = stored,
): Promise<Refusal[]> {
  // Exported documents carry no _createdAt/_rev; validation reads neither.
  const documents = stored as SanityDocument[]
  const client = localClient(documents)
  const ids = new Set(documents.map((document) => document._id))
  const refusals: Refusal[] = []
  for (const document of toCheck as SanityDocument[]) {
    // As the Studio runs it: outside the Studio (validateDocument) Sanity adds an unknown-fields
    // check as a warning, which turns every other check on an object field (a post's address,
    // an hour) into a warning too, and the snapshot would pass what the Studio refuses.
    const { markers, status } = await evaluateDocumentInternal({
      document,
      schema: studioSchema,
      getClient: () => client as never,
      environment: 'studio',
      getDocumentExists: async ({ id }) => ids.has(id),
    })
    const refuse = (path: readonly unknown[], message: string) =>
      refusals.push({
        documentId: document._id,
        path: pathToString(path),
        message,
        text: `${[documentLabel(document), ...fieldTitles(document, path)].join(' › ')}: ${message}`,
      })
    if (status === 'notEvaluated') refuse([], 'La validación no terminó.')
    for (const marker of markers) if (marker.level === 'error') refuse(marker.path, marker.message)
  }
  return refusals
}

function pathToString(path: readonly unknown[]): string {
  return path
    .map((segment, index) => {
      if (typeof segment === 'string') return index === 0 ? segment : `.${segment}`
      if (typeof segment === 'number') return `[${segment}]`
      if (segment && typeof segment === 'object' && '_key' in segment)
        return `[_key=="${String(segment._key)}"]`
      return ''
    })
    .join('')
}

/** A schema type as the compiled schema gives it: titles, fields, array members. */
type TypeNode = {
  name: string
  title?: string
  fields?: { name: string; type: TypeNode }[]
  of?: TypeNode[]
  type?: TypeNode
}

/** "Página «Ofertas» (page.ofertas)": the document's type and its own name, as staff see them. */
function documentLabel(document: SanityDocument): string {
  const type = studioSchema.get(document._type) as TypeNode | undefined
  const name = [document.title, document.question, document.label].find(
    (value) => typeof value === 'string' && value,
  )
  return `${type?.title ?? document._type}${name ? ` «${name}»` : ''} (${document._id})`
}

/** The titles of the fields along a path ("Horarios", "Horario del encabezado", …, "Cierra"). */
function fieldTitles(document: SanityDocument, path: readonly unknown[]): string[] {
  const titles: string[] = []
  let type = studioSchema.get(document._type) as TypeNode | undefined
  let value: unknown = document
  for (const segment of path) {
    if (!type) break
    if (typeof segment === 'string') {
      const field = objectFields(type)?.find((candidate) => candidate.name === segment)
      if (!field) break
      titles.push(field.type.title ?? field.name)
      type = field.type
      value = (value as Record<string, unknown> | undefined)?.[segment]
      continue
    }
    const items = Array.isArray(value) ? (value as { _key?: string; _type?: string }[]) : []
    const index =
      typeof segment === 'number'
        ? segment
        : items.findIndex((item) => item._key === (segment as { _key?: string })._key)
    const item = items[index]
    const members = arrayMembers(type) ?? []
    type = members.find((member) => member.name === item?._type) ?? members[0]
    titles.push(`${type?.title ?? 'elemento'} ${index + 1}`)
    value = item
  }
  return titles
}

function objectFields(type: TypeNode): TypeNode['fields'] {
  for (let current: TypeNode | undefined = type; current; current = current.type)
    if (current.fields) return current.fields
  return undefined
}

function arrayMembers(type: TypeNode): TypeNode['of'] {
  for (let current: TypeNode | undefined = type; current; current = current.type)
    if (current.of) return current.of
  return undefined
}
