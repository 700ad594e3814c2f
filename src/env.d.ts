/** The build variables the browser code reads (every one optional; see .env.example). */
interface ImportMetaEnv {
  readonly VITE_SANITY_PROJECT_ID?: string
  readonly VITE_SANITY_DATASET?: string
  readonly VITE_SANITY_API_VERSION?: string
  readonly VITE_SANITY_STUDIO_URL?: string
  /** Where visits send their vitals (e.g. /api/vitals); unset, none are sent. */
  readonly VITE_VITALS_ENDPOINT?: string
  /** The share of page views that send vitals, 0–1 (all when unset). */
  readonly VITE_VITALS_SAMPLE_RATE?: string
}

/** The year the site was built (vite.config.ts): the footer's copyright, the same on server and client. */
declare const __BUILD_YEAR__: number
/** How many parts the catalogue held when the site was built (vite.config.ts). */
declare const __CATALOGUE_PARTS__: number
