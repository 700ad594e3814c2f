import { createFileRoute } from '@tanstack/react-router'
import { partRoute } from '../routing/part-route'

export const Route = createFileRoute('/terminales-bateria_/$clave')(partRoute('terminales'))
