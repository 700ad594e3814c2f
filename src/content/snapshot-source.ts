import { readFile } from 'node:fs/promises'
import { evaluate, parse } from 'groq-js'
import type { ContentSource, QueryParams } from './source.ts'

export type SnapshotDocument = { _id: string; _type: string; [field: string]: unknown }

/** Parses a Sanity NDJSON export: one document a line. */
export function parseNdjson(text: string): SnapshotDocument[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      try {
        return JSON.parse(line) as SnapshotDocument
      } catch {
        throw new Error(`Snapshot line ${index + 1} is not valid JSON`)
      }
    })
}

export async function readSnapshot(file: string): Promise<SnapshotDocument[]> {
  return parseNdjson(await readFile(file, 'utf8'))
}

/** The published perspective of a dataset: drafts are left out, as the Sanity CDN does. */
export function createSnapshotSource(documents: SnapshotDocument[]): ContentSource {
  const dataset = documents.filter((doc) => !doc._id.startsWith('drafts.'))
  return {
    kind: 'snapshot',
    async query(groq, params: QueryParams = {}) {
      const tree = parse(groq, { params })
      const value = await evaluate(tree, { dataset, params })
      // groq-js evaluates the same query text Sanity would; its result has the generated type.
      return value.get()
    },
  }
}
