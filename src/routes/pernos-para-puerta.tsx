import { createFileRoute } from '@tanstack/react-router'
import { validateCatalogueSearch } from '../catalogue/search-params'
import { pageRoute } from '../routing/page-route'

export const Route = createFileRoute('/pernos-para-puerta')({
  ...pageRoute('/pernos-para-puerta'),
  validateSearch: validateCatalogueSearch,
})
