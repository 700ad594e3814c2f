import { createFileRoute } from '@tanstack/react-router'
import { blogListRoute } from '../blog/list-route'

export const Route = createFileRoute('/blog_/etiqueta/$tag')(blogListRoute())
