/** The build variables the browser code reads (every one optional; see .env.example). */
interface ImportMetaEnv {
  readonly VITE_SANITY_PROJECT_ID?: string
  readonly VITE_SANITY_DATASET?: string
  readonly VITE_SANITY_API_VERSION?: string
  readonly VITE_SANITY_STUDIO_URL?: string
}
