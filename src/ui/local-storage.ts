/** This browser's localStorage; null where it is blocked (privacy settings, some in-app browsers). */
export function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}
