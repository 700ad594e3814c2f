import { createFileRoute } from '@tanstack/react-router'
import { partRoute } from '../routing/part-route'

export const Route = createFileRoute('/rondanas-cobre_/$clave')(partRoute('rondanas'))
