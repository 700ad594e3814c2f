import { createFileRoute } from '@tanstack/react-router'
import { pageRoute } from '../routing/page-route'

export const Route = createFileRoute('/otros-productos-automotrices')(
  pageRoute('/otros-productos-automotrices'),
)
