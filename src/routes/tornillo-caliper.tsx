import { createFileRoute } from '@tanstack/react-router'
import { pageRoute } from '../routing/page-route'

export const Route = createFileRoute('/tornillo-caliper')(pageRoute('/tornillo-caliper'))
