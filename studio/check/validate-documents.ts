import { Schema } from '@sanity/schema'
import { builtinTypes } from '@sanity/schema/_internal'
import { type ValidationClient, validateDocument } from '@sanity/validation'
import { evaluate, parse } from 'groq-js'
import type { SanityDocument } from 'sanity'
import { schemaTypes } from '../schemaTypes'

/** A document as exported to NDJSON. */
export type StoredDocument = { _id: string; _type: string; [field: string]: unknown }

/** One refusal: the document, the field path and the Studio's own message. */
export type Refusal = { documentId: string; path: string; message: string }

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
    const { markers, status } = await validateDocument({
      document,
      schema: studioSchema,
      client,
      getDocumentExists: async ({ id }) => ids.has(id),
    })
    if (status === 'notEvaluated')
      refusals.push({ documentId: document._id, path: '', message: 'Validation did not finish.' })
    for (const marker of markers) {
      if (marker.level !== 'error') continue
      refusals.push({
        documentId: document._id,
        path: pathToString(marker.path),
        message: marker.message,
      })
    }
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
