import { createFileRoute } from '@tanstack/react-router'
import { redirectRoute } from '../routing/redirect-route'

export const Route = createFileRoute('/grapas')(redirectRoute('/grapas'))
