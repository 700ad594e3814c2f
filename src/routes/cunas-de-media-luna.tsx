import { createFileRoute } from '@tanstack/react-router'
import { redirectRoute } from '../routing/redirect-route'

export const Route = createFileRoute('/cunas-de-media-luna')(redirectRoute('/cunas-de-media-luna'))
