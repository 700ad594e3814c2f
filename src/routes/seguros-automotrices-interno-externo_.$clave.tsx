import { createFileRoute } from '@tanstack/react-router'
import { partRoute } from '../routing/part-route'

export const Route = createFileRoute('/seguros-automotrices-interno-externo_/$clave')(
  partRoute('seguros'),
)
