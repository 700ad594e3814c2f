import { createFileRoute } from '@tanstack/react-router'
import { pageRoute } from '../routing/page-route'

// The door-pins page's content; its catalogue is the index route's (pernos-para-puerta.index.tsx).
export const Route = createFileRoute('/pernos-para-puerta')(pageRoute('/pernos-para-puerta'))
