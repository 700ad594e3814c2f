import { createFileRoute } from '@tanstack/react-router'
import { pageRoute } from '../routing/page-route'

export const Route = createFileRoute('/seguros-automotrices-interno-externo')(
  pageRoute('/seguros-automotrices-interno-externo'),
)
