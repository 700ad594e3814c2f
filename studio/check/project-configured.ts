/**
 * `npm run studio:dev` starts here. Without a Sanity project the Studio would open on Sanity's
 * English network error; staff are told instead, in Spanish, how to connect one. The project id
 * is read as the Sanity CLI reads it: the environment, then studio/.env files.
 */
import { loadEnv } from 'vite'

const studioDir = new URL('..', import.meta.url).pathname
const env = { ...loadEnv('development', studioDir, 'SANITY_STUDIO_'), ...process.env }

if (!env.SANITY_STUDIO_PROJECT_ID) {
  console.error(`
El Studio todavía no está conectado a un proyecto de Sanity, así que no puede abrir el contenido.

Para conectarlo, ejecuta en la carpeta del sitio:

    npm run studio:setup

Crea (o elige) el proyecto, escribe studio/.env y sube el contenido actual. Después vuelve a
ejecutar npm run studio:dev. Los pasos, uno por uno: docs/content.md.
Mientras tanto el sitio sigue funcionando con el contenido de studio/data/production.ndjson.
`)
  process.exit(1)
}
