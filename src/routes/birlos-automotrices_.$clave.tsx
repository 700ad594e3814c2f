import { createFileRoute } from '@tanstack/react-router'
import { partRoute } from '../routing/part-route'

export const Route = createFileRoute('/birlos-automotrices_/$clave')(partRoute('birlos'))
