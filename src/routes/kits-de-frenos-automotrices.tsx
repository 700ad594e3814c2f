import { createFileRoute } from '@tanstack/react-router'
import { pageRoute } from '../routing/page-route'

export const Route = createFileRoute('/kits-de-frenos-automotrices')(
  pageRoute('/kits-de-frenos-automotrices'),
)
