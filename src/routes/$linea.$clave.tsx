import { createFileRoute } from '@tanstack/react-router'
import { partRoute } from '../routing/part-route'

export const Route = createFileRoute('/$linea/$clave')(partRoute)
