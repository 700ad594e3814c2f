import { postQuery } from '../blog/queries'
import type { LiveQueryId } from '../content/live-content'
import { onePartPhotosQuery } from '../photos/photo-queries'
import { pageQuery } from '../sections/page-query'
import { siteSettingsQuery } from '../site/settings-query'

/**
 * The GROQ text of every query a page can show live: the same queries the build ran for the
 * page's data, so a live result has the loader data's type. Only the live code (loaded on
 * demand) imports this, which keeps the query text out of the code every visitor downloads.
 */
export const liveQueries = {
  page: pageQuery,
  post: postQuery,
  partPhotos: onePartPhotosQuery,
  siteSettings: siteSettingsQuery,
} as const satisfies Record<LiveQueryId, string>
