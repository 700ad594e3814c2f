import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'

/**
 * Renders an element inside a tiny TanStack router (memory history), so components that use
 * <Link> work in tests. Resolves once the router has rendered the element.
 */
export async function renderWithRouter(element: ReactElement, { path = '/' } = {}) {
  const rootRoute = createRootRoute({ component: () => element })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  await router.load()
  const result = render(<RouterProvider router={router} />)
  return { ...result, router }
}
