import { createFileRoute } from '@tanstack/react-router'
import { partRoute } from '../routing/part-route'

export const Route = createFileRoute('/tornillo-caliper_/$clave')(partRoute('tornillos-caliper'))
