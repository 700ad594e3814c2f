import { createFileRoute } from '@tanstack/react-router'
import { pageRoute } from '../routing/page-route'

export const Route = createFileRoute('/blog')(pageRoute('/blog'))
