import { createFileRoute } from '@tanstack/react-router'
import { partRoute } from '../routing/part-route'

export const Route = createFileRoute('/birlos-extrapesados-camiones-trailers_/$clave')(
  partRoute('birlos-extrapesados'),
)
