import { createFileRoute } from '@tanstack/react-router'
import { catalogueRoute } from '../catalogue/catalogue-route'

// The door-pins catalogue: its filters in the URL, one page of door pins loaded for them.
export const Route = createFileRoute('/pernos-para-puerta/')(catalogueRoute)
