import { createFileRoute } from '@tanstack/react-router'
import { pageRoute } from '../routing/page-route'

export const Route = createFileRoute('/aviso-de-privacidad')(pageRoute('/aviso-de-privacidad'))
