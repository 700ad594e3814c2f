import { createFileRoute } from '@tanstack/react-router'
import { partRoute } from '../routing/part-route'

export const Route = createFileRoute('/otros-productos-automotrices_/$clave')(partRoute('otros'))
