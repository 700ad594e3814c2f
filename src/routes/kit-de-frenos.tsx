import { createFileRoute } from '@tanstack/react-router'
import { redirectRoute } from '../routing/redirect-route'

export const Route = createFileRoute('/kit-de-frenos')(redirectRoute('/kit-de-frenos'))
