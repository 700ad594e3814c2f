import { createFileRoute } from '@tanstack/react-router'
import { pageRoute } from '../routing/page-route'

export const Route = createFileRoute('/contacto-ventas-pernos-birlos')(
  pageRoute('/contacto-ventas-pernos-birlos'),
)
