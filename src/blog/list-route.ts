import { notFound } from '@tanstack/react-router'
import { type HeadContext, rootSettings } from '../routing/head-context'
import { ContentPage } from '../routing/page-route'
import { listPage, tagOfSlug } from '../sections/blog-list/list'
import { loadPage } from '../sections/load-page'
import type { PageDocument } from '../sections/types'
import { pageHead } from '../seo/page-head'

type ListParams = { page?: string; tag?: string }
type ListLoaderData = PageDocument & { listPath: string; listTitle: string }

/**
 * /blog/pagina/{n} and /blog/etiqueta/{tag}: the /blog page itself (its blog list section reads
 * the parameters), with its own title and canonical. A page beyond the last, or a tag no post
 * carries, is not found.
 */
export function blogListRoute() {
  return {
    loader: async ({
      params,
      location,
    }: {
      params: ListParams
      location: { pathname: string }
    }) => {
      const page = await loadPage('/blog')
      const list = page?.sections.find((section) => section._type === 'blogList')
      if (!page || list?._type !== 'blogList') throw notFound()
      const { posts } = list
      let listTitle: string
      if (params.tag !== undefined) {
        const tag = tagOfSlug(posts, params.tag)
        if (!tag) throw notFound()
        listTitle = `Entradas sobre ${tag}`
      } else {
        const number = Number(params.page)
        if (!Number.isInteger(number) || number < 2 || number > listPage(posts).pageCount)
          throw notFound()
        listTitle = `${page.seo.title}, página ${number}`
      }
      return { ...page, listPath: location.pathname, listTitle }
    },
    head: ({ loaderData, matches }: HeadContext<ListLoaderData>) =>
      pageHead(
        loaderData && {
          ...loaderData,
          path: loaderData.listPath,
          seo: { ...loaderData.seo, title: loaderData.listTitle },
        },
        rootSettings(matches),
      ),
    component: ContentPage,
  }
}
