import { createFileRoute } from '@tanstack/react-router'
import { postRoute } from '../blog/post-route'

export const Route = createFileRoute('/blog_/$slug')(postRoute())
