/// <reference path="./site-layout.d.ts" />
/**
 * The content rules the Studio's validation and `npm run snapshot:check` share: what a page path
 * and a post's address may be, in the editor's words. Bundled by Vite only (the Studio, the unit
 * tests): the site's layout comes from `virtual:site-layout` (scripts/vite-site-layout.ts).
 */
import * as layout from 'virtual:site-layout'
import { pathFormatProblem, slugFormatProblem } from './format.ts'
import { reservedPathProblem, reservedSlugProblem } from './reserved.ts'
import {
  type Fetch,
  heldByAnother,
  pagesAtPathQuery,
  pathTakenMessage,
  postsWithSlugQuery,
  slugTakenMessage,
} from './unique.ts'

export type { Fetch } from './unique.ts'

/** Why a page cannot live at this path, without asking the dataset; undefined when it can. */
export function pagePathProblem(path: string): string | undefined {
  return pathFormatProblem(path) ?? reservedPathProblem(path, layout)
}

/** Why a post cannot have this address, without asking the dataset; undefined when it can. */
export function postSlugProblem(slug: string): string | undefined {
  return slugFormatProblem(slug) ?? reservedSlugProblem(slug, layout)
}

/** Every rule on a page path, the dataset answering whether another page has it. */
export async function pagePathRules(
  path: string,
  documentId: string,
  fetch: Fetch,
): Promise<string | undefined> {
  const problem = pagePathProblem(path)
  if (problem) return problem
  if (await heldByAnother(fetch, pagesAtPathQuery, path, documentId)) return pathTakenMessage(path)
  return undefined
}

/** Every rule on a post's address, the dataset answering whether another post has it. */
export async function postSlugRules(
  slug: string,
  documentId: string,
  fetch: Fetch,
): Promise<string | undefined> {
  const problem = postSlugProblem(slug)
  if (problem) return problem
  if (await heldByAnother(fetch, postsWithSlugQuery, slug, documentId))
    return slugTakenMessage(slug)
  return undefined
}
