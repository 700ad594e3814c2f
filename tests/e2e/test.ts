import { test as base } from '@playwright/test'
import { MODAL_STORAGE_KEY } from '../../src/sections/bolt-anatomy/timing'

export * from '@playwright/test'

/**
 * Playwright's `test` with one option: `modalAlreadyShown` (true unless a test says otherwise)
 * marks the bolt-anatomy modal as just shown in every page of the context, so that it stays out
 * of the way; a value the test sets itself is kept. An init script costs nothing, where a
 * `storageState` with local storage opens every origin before each test.
 */
export const test = base.extend<{ modalAlreadyShown: boolean }>({
  modalAlreadyShown: [true, { option: true }],
  context: async ({ context, modalAlreadyShown }, use) => {
    if (modalAlreadyShown)
      await context.addInitScript(
        ([key, value]) => {
          // Frames of other origins (the map) may not use local storage: they need no mark.
          try {
            if (localStorage.getItem(key) === null) localStorage.setItem(key, value)
          } catch {}
        },
        [MODAL_STORAGE_KEY, String(Date.now())] as const,
      )
    await use(context)
  },
})
