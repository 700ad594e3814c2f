import { createFileRoute } from '@tanstack/react-router'
import { pageRoute } from '../routing/page-route'

export const Route = createFileRoute('/rondanas-cobre')(pageRoute('/rondanas-cobre'))
