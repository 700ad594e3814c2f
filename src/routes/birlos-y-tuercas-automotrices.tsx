import { createFileRoute } from '@tanstack/react-router'
import { redirectRoute } from '../routing/redirect-route'

export const Route = createFileRoute('/birlos-y-tuercas-automotrices')(
  redirectRoute('/birlos-y-tuercas-automotrices'),
)
