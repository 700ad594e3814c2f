import { LOCAL_PREVIEW_URL } from '../../studio/presentation/preview-url.ts'
import { envValue, setEnvValues } from './env-file.ts'

/**
 * How the setup runs the Sanity CLI (in studio/): `output` is what it printed on success, or
 * everything it printed on failure; `interactive` hands it the terminal (login, prompts).
 */
export type SanityCli = (
  args: string[],
  options?: { interactive?: boolean },
) => Promise<{ ok: boolean; output: string }>

export type EnvFiles = {
  read(file: '.env' | 'studio/.env'): Promise<string>
  write(file: '.env' | 'studio/.env', text: string): Promise<void>
}

export type SetupOptions = {
  projectId?: string
  dataset: string
  /** Public origins of the site (production, staging…); the local ones are always added. */
  siteUrls: string[]
  /** Where the Studio is deployed (https://<name>.sanity.studio), when it is. */
  studioUrl?: string
}

/** Origins the site and the Studio run on locally: `npm start`, `npm run dev`, `sanity dev`. */
export const LOCAL_SITE_ORIGINS = [LOCAL_PREVIEW_URL, 'http://localhost:5173']
export const LOCAL_STUDIO_ORIGIN = 'http://localhost:3333'
export const PROJECT_NAME = 'Fijamex'

const origin = (url: string) => new URL(url).origin

/**
 * Connects the site to a Sanity project, doing every step the Sanity CLI can do: log in, create
 * the project (or use the given one), write both .env files, import the snapshot (only the
 * documents that are missing), and allow the site's and the Studio's origins (CORS). It prints
 * what is left to do by hand: the publish webhook, which needs the build hook of the host.
 * Every step can run again: nothing is created twice and no document is overwritten.
 */
export async function setupStudio(
  cli: SanityCli,
  files: EnvFiles,
  options: SetupOptions,
  log: (line: string) => void,
): Promise<{ projectId: string }> {
  log('1/5 Sesión de Sanity')
  if (!(await cli(['projects', 'list'])).ok) {
    log('    Inicia sesión en el navegador que se abre (cuenta gratuita).')
    if (!(await cli(['login'], { interactive: true })).ok) throw new Error('sanity login failed')
  }

  log('2/5 Proyecto')
  const siteEnv = await files.read('.env')
  let projectId = options.projectId ?? envValue(siteEnv, 'VITE_SANITY_PROJECT_ID')
  if (projectId) {
    log(`    Se usa el proyecto ${projectId}.`)
  } else {
    const created = await cli([
      'projects',
      'create',
      PROJECT_NAME,
      '--dataset',
      options.dataset,
      '--dataset-visibility',
      'public',
      '--json',
    ])
    // `--json` prints the new project: { "projectId": "…", "displayName": "…" }.
    projectId = created.ok ? /"projectId"\s*:\s*"([^"]+)"/.exec(created.output)?.[1] : undefined
    if (!projectId) throw new Error(`could not create the project: ${created.output}`)
    log(`    Proyecto creado: ${projectId} (conjunto de datos «${options.dataset}», público).`)
  }

  log('3/5 Variables (.env y studio/.env)')
  const previewUrl = options.siteUrls[0] ?? LOCAL_PREVIEW_URL
  await files.write(
    '.env',
    setEnvValues(siteEnv, {
      VITE_SANITY_PROJECT_ID: projectId,
      VITE_SANITY_DATASET: options.dataset,
      ...(options.studioUrl ? { VITE_SANITY_STUDIO_URL: options.studioUrl } : {}),
    }),
  )
  await files.write(
    'studio/.env',
    setEnvValues(await files.read('studio/.env'), {
      SANITY_STUDIO_PROJECT_ID: projectId,
      SANITY_STUDIO_DATASET: options.dataset,
      SANITY_STUDIO_PREVIEW_URL: previewUrl,
    }),
  )

  log('4/5 Contenido: importar studio/data/production.ndjson (solo lo que falta)')
  const imported = await cli([
    'datasets',
    'import',
    'data/production.ndjson',
    '--dataset',
    options.dataset,
    '--missing',
    '--project-id',
    projectId,
  ])
  if (!imported.ok) throw new Error(`the import failed: ${imported.output}`)

  log('5/5 Orígenes permitidos (CORS)')
  const listed = await cli(['cors', 'list', '--project-id', projectId])
  const allowed = new Set(listed.output.match(/https?:\/\/[^\s,]+/g) ?? [])
  const wanted: [string, boolean][] = [
    ...[...LOCAL_SITE_ORIGINS, ...options.siteUrls.map(origin)].map((url): [string, boolean] => [
      url,
      false,
    ]),
    [LOCAL_STUDIO_ORIGIN, true],
  ]
  for (const [url, credentials] of wanted) {
    if (allowed.has(url)) continue
    allowed.add(url)
    const added = await cli([
      'cors',
      'add',
      url,
      credentials ? '--credentials' : '--no-credentials',
      '--project-id',
      projectId,
    ])
    if (!added.ok) throw new Error(`could not allow ${url}: ${added.output}`)
    log(`    ${url}${credentials ? ' (con credenciales, para el Studio local)' : ''}`)
  }

  log('')
  log('Falta, a mano (README, «Editing content»): el webhook de publicación en')
  log(`https://www.sanity.io/manage/project/${projectId}/api/webhooks`)
  return { projectId }
}
