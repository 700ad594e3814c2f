import { createFileRoute, notFound } from '@tanstack/react-router'
import { NotFoundPage } from '../layout/NotFoundPage'

/** Any path that is neither a page nor a redirect: the Spanish 404 page, HTTP 404 on a server. */
export const Route = createFileRoute('/$')({
  loader: () => {
    throw notFound()
  },
  head: () => ({
    meta: [{ title: 'Página no encontrada' }, { name: 'robots', content: 'noindex' }],
  }),
  notFoundComponent: NotFoundPage,
})
