import { createFileRoute } from '@tanstack/react-router'
import { blogListRoute } from '../blog/list-route'

export const Route = createFileRoute('/blog_/pagina/$page')(blogListRoute())
