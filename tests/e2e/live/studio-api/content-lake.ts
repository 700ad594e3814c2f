import { randomUUID } from 'node:crypto'
import { Mutation } from '@sanity/mutator'
import { evaluate, parse } from 'groq-js'
import type { SnapshotDocument } from '../../../../src/content/snapshot-source.ts'

/** A stored document: what the snapshot holds, plus the system fields Sanity adds. */
export type LakeDocument = SnapshotDocument & {
  _rev: string
  _createdAt: string
  _updatedAt: string
}

/** One document's change in a transaction, as listeners and the publish webhook see it. */
export type DocumentChange = {
  id: string
  before: LakeDocument | undefined
  after: LakeDocument | undefined
  mutations: unknown[]
}

/**
 * One transaction: `byTest` when a test changed the dataset itself (STAND_IN_CHANGES), which is
 * no editor's publish: the test calls the webhook, or not, as it means to.
 */
export type Transaction = { transactionId: string; changes: DocumentChange[]; byTest?: boolean }

type Patch = Record<string, unknown>
type Action = { actionType: string; [field: string]: unknown }
type RawMutation = Record<string, Record<string, unknown>>

/** Refused as the Content Lake refuses: with a status and a message. */
export class LakeError extends Error {
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}

const DRAFT = 'drafts.'
const isDraft = (id: string) => id.startsWith(DRAFT)
const newRev = () => randomUUID().replace(/-/g, '').slice(0, 22)

/**
 * The dataset side of a stand-in for Sanity's Content Lake, enough for the Studio to create,
 * edit and publish documents: Sanity's own patch semantics (@sanity/mutator, what the Studio
 * applies locally too), the system fields the API sets (`_rev` on every change, `_createdAt` on
 * the first save of a document, `_updatedAt`), the Actions API the Studio edits and publishes
 * through, the older mutate endpoint, and every transaction reported to whoever subscribed
 * (listeners, the publish webhook).
 */
export function createContentLake(initial: SnapshotDocument[], now = () => new Date()) {
  const documents = new Map<string, LakeDocument>()
  for (const doc of initial) {
    documents.set(doc._id, {
      _rev: 'snapshot',
      _createdAt: '2025-01-01T00:00:00Z',
      _updatedAt: '2025-03-10T00:00:00Z',
      ...doc,
    })
  }
  const subscribers = new Set<(transaction: Transaction) => void>()

  /** Applies one transaction's document writes at once and reports it. */
  function commit(transactionId: string, writes: Map<string, DocumentChange>, byTest = false) {
    // Every write is a new revision, as on Sanity, even one that leaves the document as it was:
    // the Studio waits to see each of its transactions come back.
    const changes = [...writes.values()].filter((change) => change.before || change.after)
    const stamp = now().toISOString()
    for (const change of changes) {
      if (change.after) {
        change.after = {
          ...change.after,
          _id: change.id,
          _rev: transactionId,
          _createdAt: change.before?._createdAt ?? change.after._createdAt ?? stamp,
          _updatedAt: stamp,
        }
        documents.set(change.id, change.after)
      } else documents.delete(change.id)
    }
    const transaction = { transactionId, changes, byTest }
    for (const subscriber of subscribers) subscriber(transaction)
    return transaction
  }

  /** A transaction under way: reads see its own earlier writes. */
  function begin() {
    const writes = new Map<string, DocumentChange>()
    const read = (id: string) => (writes.has(id) ? writes.get(id)?.after : documents.get(id))
    const write = (id: string, after: LakeDocument | undefined, mutation: unknown) => {
      const change = writes.get(id) ?? {
        id,
        before: documents.get(id),
        after: undefined,
        mutations: [],
      }
      change.after = after
      change.mutations.push(mutation)
      writes.set(id, change)
    }
    const patch = (id: string, operations: Patch, mutation: unknown) => {
      const current = read(id)
      if (!current) throw new LakeError(409, `Document "${id}" does not exist`)
      if (operations.ifRevisionID && operations.ifRevisionID !== current._rev)
        throw new LakeError(409, `Document "${id}" has unexpected revision ID`)
      const { ifRevisionID: _, ...rest } = operations
      const next = new Mutation({ mutations: [{ patch: { ...rest, id } }] as never }).apply(
        current as never,
      )
      write(id, next as LakeDocument, mutation)
    }
    return { writes, read, write, patch }
  }

  /** One Actions API action, within a transaction. */
  function act(tx: ReturnType<typeof begin>, action: Action) {
    const { read, write, patch } = tx
    const publishedId = String(action.publishedId ?? '')
    const draftId = String(action.draftId ?? `${DRAFT}${publishedId}`)
    switch (action.actionType) {
      case 'sanity.action.document.create': {
        const attributes = action.attributes as LakeDocument
        const id = attributes._id ?? `${DRAFT}${publishedId}`
        if (read(id)) {
          if (action.ifExists === 'ignore') return
          throw new LakeError(409, `Document "${id}" already exists`)
        }
        return write(id, { ...attributes, _id: id }, action)
      }
      case 'sanity.action.document.edit': {
        // An edit of a published document without a draft starts the draft from it.
        if (!read(draftId)) {
          const published = read(publishedId)
          if (!published) throw new LakeError(409, `Document "${publishedId}" does not exist`)
          write(draftId, { ...published, _id: draftId }, action)
        }
        return patch(draftId, action.patch as Patch, action)
      }
      case 'sanity.action.document.replaceDraft': {
        const attributes = action.attributes as LakeDocument
        return write(draftId, { ...attributes, _id: draftId }, action)
      }
      case 'sanity.action.document.publish': {
        const draft = read(draftId)
        if (!draft) throw new LakeError(409, `There is no draft of "${publishedId}" to publish`)
        if (action.ifDraftRevisionId && action.ifDraftRevisionId !== draft._rev)
          throw new LakeError(409, 'The draft changed since it was validated')
        write(publishedId, { ...draft, _id: publishedId }, action)
        return write(draftId, undefined, action)
      }
      case 'sanity.action.document.unpublish': {
        const published = read(publishedId)
        if (!published) throw new LakeError(409, `"${publishedId}" is not published`)
        if (!read(draftId)) write(draftId, { ...published, _id: draftId }, action)
        return write(publishedId, undefined, action)
      }
      case 'sanity.action.document.delete': {
        for (const id of [publishedId, ...((action.includeDrafts as string[]) ?? [draftId])])
          if (read(id)) write(id, undefined, action)
        return
      }
      case 'sanity.action.document.discard':
      case 'sanity.action.document.version.discard': {
        const id = String(action.versionId ?? action.draftId)
        if (read(id)) write(id, undefined, action)
        return
      }
      default:
        throw new LakeError(400, `The stand-in does not know the action ${action.actionType}`)
    }
  }

  /** One mutation of the mutate endpoint, within a transaction. */
  function mutate(tx: ReturnType<typeof begin>, mutation: RawMutation) {
    const [[kind, body] = []] = Object.entries(mutation)
    const doc = body as LakeDocument
    switch (kind) {
      case 'create':
        if (tx.read(doc._id)) throw new LakeError(409, `Document "${doc._id}" already exists`)
        return tx.write(doc._id, doc, mutation)
      case 'createIfNotExists':
        if (!tx.read(doc._id)) tx.write(doc._id, doc, mutation)
        return
      case 'createOrReplace':
        return tx.write(doc._id, doc, mutation)
      case 'delete':
        return tx.write(String(body?.id), undefined, mutation)
      case 'patch':
        return tx.patch(String(body?.id), body as Patch, mutation)
      default:
        throw new LakeError(400, `The stand-in does not know the mutation ${kind}`)
    }
  }

  return {
    /** Every document, drafts included. */
    all: (): LakeDocument[] => [...documents.values()],
    get: (id: string) => documents.get(id),
    subscribe(subscriber: (transaction: Transaction) => void) {
      subscribers.add(subscriber)
      return () => subscribers.delete(subscriber)
    },
    /** The Actions API (`/data/actions`): every action applies, or none. */
    actions(actions: Action[], transactionId = newRev()) {
      const tx = begin()
      for (const action of actions) act(tx, action)
      return commit(transactionId, tx.writes)
    },
    /** The mutate endpoint (`/data/mutate`). */
    mutate(mutations: RawMutation[], transactionId = newRev()) {
      const tx = begin()
      for (const mutation of mutations) mutate(tx, mutation)
      return commit(transactionId, tx.writes)
    },
    /** A test's own change: documents put whole, ids removed (no revision checks). */
    replace(put: SnapshotDocument[], remove: string[] = []) {
      const tx = begin()
      for (const doc of put) tx.write(doc._id, doc as LakeDocument, { createOrReplace: doc })
      for (const id of remove) if (tx.read(id)) tx.write(id, undefined, { delete: { id } })
      return commit(newRev(), tx.writes, true)
    },
  }
}

export type ContentLake = ReturnType<typeof createContentLake>

/** Whether a document matches a listener's GROQ filter (`*[_type == "page"]`). */
export async function matches(
  query: string,
  params: Record<string, unknown>,
  doc: LakeDocument | undefined,
): Promise<boolean> {
  if (!doc) return false
  try {
    const result = await (
      await evaluate(parse(query, { params }), { dataset: [doc], params })
    ).get()
    return Array.isArray(result) ? result.length > 0 : Boolean(result)
  } catch {
    return false
  }
}

/**
 * What a query sees under a perspective: `raw` every document; `published` no drafts;
 * `drafts` (and `previewDrafts`) each draft in place of its document, under the published id.
 */
export function underPerspective(
  all: LakeDocument[],
  perspective: string | string[] | undefined,
): LakeDocument[] {
  const stack = Array.isArray(perspective) ? perspective : perspective ? [perspective] : ['raw']
  if (stack.includes('raw')) return all
  const published = all.filter((doc) => !isDraft(doc._id) && !doc._id.startsWith('versions.'))
  if (!stack.includes('drafts') && !stack.includes('previewDrafts')) return published
  const drafts = new Map(
    all.filter((doc) => isDraft(doc._id)).map((doc) => [doc._id.slice(DRAFT.length), doc] as const),
  )
  const merged = published.map((doc) => {
    const draft = drafts.get(doc._id)
    return draft ? { ...draft, _id: doc._id, _originalId: draft._id } : doc
  })
  for (const [id, draft] of drafts)
    if (!published.some((doc) => doc._id === id))
      merged.push({ ...draft, _id: id, _originalId: draft._id })
  return merged
}
