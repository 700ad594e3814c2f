import { RouterClient } from '@tanstack/react-router/ssr/client'
import { hydrateRoot } from 'react-dom/client'
import { recordEarlyInput } from './forms/early-input'
import { startLiveContent } from './live/start'
import { getRouter } from './router'
import { adoptNotFoundDocument } from './routing/not-found-document'

recordEarlyInput(document)
const router = getRouter()
adoptNotFoundDocument(router)
hydrateRoot(document, <RouterClient router={router} />)
// Decided at build time: a build on the embedded snapshot has no live code at all.
if (import.meta.env.VITE_SANITY_PROJECT_ID) startLiveContent(import.meta.env, router)
