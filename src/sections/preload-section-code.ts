import { preloadSection } from './lazy-section'
import { sectionRegistry } from './registry'
import type { Section } from './types'

/**
 * The longest a route change waits for its sections' code; past it the page shows and a late
 * section appears when its code arrives.
 */
export const SECTION_CODE_WAIT_MS = 4_000

/**
 * Downloads the code of every lazy section on a page before the page is shown. Without it the
 * page rendered without those sections and grew when they arrived: a visitor who had already
 * scrolled was carried down by the browser's scroll anchoring, and that shifted position is what
 * Back and Forward then restored.
 */
export async function preloadSectionCode(
  sections: readonly Pick<Section, '_type'>[],
  waitMs = SECTION_CODE_WAIT_MS,
): Promise<void> {
  const types = new Set(sections.map((section) => section._type))
  const loads = [...types]
    .filter((type) => Object.hasOwn(sectionRegistry, type))
    .map((type) => preloadSection(sectionRegistry[type as keyof typeof sectionRegistry]))
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs)
  })
  await Promise.race([Promise.all(loads), deadline])
  clearTimeout(timer)
}
