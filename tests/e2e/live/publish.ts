import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import type { SnapshotDocument } from '../../../src/content/snapshot-source.ts'
import { E2E_LIVE_BASE_URL, LIVE_BUILD } from '../helpers.ts'
import { STAND_IN_CHANGES, type StandInChange } from './sanity-api.ts'

/** Changes the Sanity stand-in's dataset, which the live build's server renders from. */
export async function changeDataset(change: StandInChange): Promise<void> {
  const response = await fetch(`${LIVE_BUILD.sanityApiHost}${STAND_IN_CHANGES}`, {
    method: 'POST',
    body: JSON.stringify(change),
  })
  if (!response.ok) throw new Error(`the Sanity stand-in answered ${response.status}`)
}

/**
 * Calls the live build's server as Sanity's publish webhook does: a POST with the changed
 * document as JSON, signed with the webhook's secret (`secret: null` sends no signature).
 */
export async function callWebhook(
  document: Partial<SnapshotDocument> & { before?: object },
  { secret = LIVE_BUILD.webhookSecret }: { secret?: string | null } = {},
): Promise<Response> {
  const body = JSON.stringify(document)
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (secret) headers[SIGNATURE_HEADER_NAME] = await encodeSignatureHeader(body, Date.now(), secret)
  return fetch(`${E2E_LIVE_BASE_URL}/api/revalidate`, { method: 'POST', body, headers })
}

/** Publishes documents as an editor does: the dataset changes, then Sanity calls the webhook. */
export async function publish(...documents: SnapshotDocument[]): Promise<void> {
  await changeDataset({ put: documents })
  for (const document of documents) {
    const response = await callWebhook(document)
    if (!response.ok) throw new Error(`the webhook answered ${response.status}`)
  }
}

/** Unpublishes (deletes) a document; the webhook sends it as it was. */
export async function unpublish(document: SnapshotDocument): Promise<void> {
  await changeDataset({ remove: [document._id] })
  const response = await callWebhook(document)
  if (!response.ok) throw new Error(`the webhook answered ${response.status}`)
}
