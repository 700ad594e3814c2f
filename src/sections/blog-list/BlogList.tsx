import { Link, useParams } from '@tanstack/react-router'
import type { SectionProps } from '../types'
import styles from './BlogList.module.css'
import { listPage, tagCounts, tagOfSlug } from './list'
import { PostCard } from './PostCard'

/**
 * The blog's posts, newest first, six per page (/blog, /blog/pagina/2…), or those of one tag
 * (/blog/etiqueta/{tag}); the tags beside them filter the list. Plain links: it works without
 * JavaScript, every page of it is prerendered.
 */
export function BlogList({ section }: SectionProps<'blogList'>) {
  const params: { page?: string; tag?: string } = useParams({ strict: false })
  const tag = params.tag ? tagOfSlug(section.posts, params.tag) : undefined
  const list = listPage(section.posts, { page: Number(params.page ?? 1), tag })
  const tags = tagCounts(section.posts)

  return (
    <section className="band" data-surface="white">
      <div className={`container ${styles.layout}`}>
        <div className={styles.main}>
          {tag && (
            <p className={styles.filter} role="status">
              Entradas sobre <strong>{tag}</strong> ·{' '}
              <Link to="/blog" className={styles.clear}>
                ver todas
              </Link>
            </p>
          )}
          <div className={styles.cards}>
            {list.posts.map((post) => (
              <PostCard key={post._id} post={post} />
            ))}
          </div>
          {list.pageCount > 1 && (
            <nav aria-label="Páginas del blog">
              <ol className={styles.pagination}>
                {Array.from({ length: list.pageCount }, (_, index) => index + 1).map((page) => (
                  <li key={page}>
                    {page === 1 ? (
                      <Link
                        to="/blog"
                        className={styles.page}
                        aria-current={list.page === 1 ? 'page' : undefined}
                      >
                        {page}
                      </Link>
                    ) : (
                      <Link
                        to="/blog/pagina/$page"
                        params={{ page: String(page) }}
                        className={styles.page}
                        aria-current={list.page === page ? 'page' : undefined}
                      >
                        {page}
                      </Link>
                    )}
                  </li>
                ))}
              </ol>
            </nav>
          )}
        </div>
        <aside className={styles.sidebar} aria-labelledby="blog-tags">
          <h2 id="blog-tags" className={styles.sideHeading}>
            {section.tagsHeading}
          </h2>
          <ul className={styles.tags}>
            {tags.map((entry) => (
              <li key={entry.slug}>
                <Link
                  to="/blog/etiqueta/$tag"
                  params={{ tag: entry.slug }}
                  className={styles.tag}
                  aria-current={entry.tag === tag ? 'page' : undefined}
                >
                  {entry.tag} <span className={styles.count}>({entry.count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </section>
  )
}
