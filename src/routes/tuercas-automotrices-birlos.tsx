import { createFileRoute } from '@tanstack/react-router'
import { pageRoute } from '../routing/page-route'

export const Route = createFileRoute('/tuercas-automotrices-birlos')(
  pageRoute('/tuercas-automotrices-birlos'),
)
