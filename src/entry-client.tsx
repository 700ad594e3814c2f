import { RouterClient } from '@tanstack/react-router/ssr/client'
import { hydrateRoot } from 'react-dom/client'
import { recordEarlyInput } from './forms/early-input'
import { getRouter } from './router'

recordEarlyInput(document)
hydrateRoot(document, <RouterClient router={getRouter()} />)
