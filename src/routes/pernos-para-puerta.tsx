import { createFileRoute } from '@tanstack/react-router'
import { catalogueRoute } from '../catalogue/catalogue-route'
import { pageRoute } from '../routing/page-route'

export const Route = createFileRoute('/pernos-para-puerta')(
  catalogueRoute(pageRoute('/pernos-para-puerta')),
)
