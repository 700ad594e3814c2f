import { createFileRoute } from '@tanstack/react-router'
import { pageRoute } from '../routing/page-route'

export const Route = createFileRoute('/birlos-extrapesados-camiones-trailers')(
  pageRoute('/birlos-extrapesados-camiones-trailers'),
)
