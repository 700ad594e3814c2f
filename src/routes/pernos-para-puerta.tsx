import { createFileRoute } from '@tanstack/react-router'
import { pageRoute } from '../routing/page-route'

export const Route = createFileRoute('/pernos-para-puerta')(pageRoute('/pernos-para-puerta'))
