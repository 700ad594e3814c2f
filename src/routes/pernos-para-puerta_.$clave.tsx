import { createFileRoute } from '@tanstack/react-router'
import { partRoute } from '../routing/part-route'

export const Route = createFileRoute('/pernos-para-puerta_/$clave')(partRoute('pernos'))
