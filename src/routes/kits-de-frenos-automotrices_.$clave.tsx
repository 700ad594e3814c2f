import { createFileRoute } from '@tanstack/react-router'
import { partRoute } from '../routing/part-route'

export const Route = createFileRoute('/kits-de-frenos-automotrices_/$clave')(
  partRoute('kits-de-frenos'),
)
