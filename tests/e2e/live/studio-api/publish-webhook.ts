import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook'
import type { ContentLake } from './content-lake.ts'

/**
 * Sanity's publish webhook, as docs/content.md (step 6) sets it up: on every change to a
 * published document (drafts off), a signed POST of the projection
 * `{_type, path, slug, before{path, slug}}` to the site's server.
 */
export function callWebhookOnPublish(lake: ContentLake, webhook: { url: string; secret: string }) {
  return lake.subscribe(({ changes, byTest }) => {
    if (byTest) return
    for (const { id, before, after } of changes) {
      if (id.startsWith('drafts.') || id.startsWith('versions.')) continue
      const state = after ?? before
      const slugOf = (doc: typeof before) =>
        (doc?.slug as { current?: string } | undefined)?.current
      const body = JSON.stringify({
        _type: state?._type,
        path: after?.path ?? null,
        slug: slugOf(after) ?? null,
        before: before ? { path: before.path ?? null, slug: slugOf(before) ?? null } : null,
      })
      void encodeSignatureHeader(body, Date.now(), webhook.secret).then((signature) =>
        fetch(webhook.url, {
          method: 'POST',
          body,
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
        }).catch((error) => console.error(`publish webhook: ${error}`)),
      )
    }
  })
}
