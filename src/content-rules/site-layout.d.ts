/** Served by scripts/vite-site-layout.ts in the Studio's build and the unit tests. */
declare module 'virtual:site-layout' {
  /** The top-level folders of public/, e.g. "og". */
  export const publicFolders: readonly string[]
  /** The router's full paths, e.g. "/blog/$slug". */
  export const routePaths: readonly string[]
}
