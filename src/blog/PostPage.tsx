import { Link } from '@tanstack/react-router'
import { Breadcrumb } from '../layout/Breadcrumb'
import { Picture } from '../picture-files/pictures'
import { tagSlug } from '../sections/blog-list/list'
import { postDate } from '../sections/blog-list/post-date'
import { RichText } from '../sections/common/RichText'
import type { Post } from './load-post'
import styles from './PostPage.module.css'

/** One post: header with date, author and tags, cover, text, then prev/next and related posts. */
export function PostPage({ post }: { post: Post }) {
  return (
    <article>
      <header className={styles.banner}>
        <div className={styles.inner}>
          <Breadcrumb current={post.title} parents={[{ path: '/blog', name: 'Blog' }]} />
          <h1 className={styles.heading}>{post.title}</h1>
          <p className={styles.meta}>
            <time dateTime={post.date}>{postDate(post.date)}</time> · {post.author}
          </p>
        </div>
      </header>
      <div className={`container ${styles.layout}`}>
        <div className={styles.body}>
          {(post.cover || post.coverDrawing) && (
            <div className={styles.cover}>
              {post.cover ? (
                <img src={post.cover.url} alt={post.cover.alt} />
              ) : post.coverDrawing ? (
                <Picture name={post.coverDrawing} />
              ) : null}
            </div>
          )}
          <p className={styles.lead}>{post.excerpt}</p>
          <RichText value={post.body} />
          <ul className={styles.tags} aria-label="Temas de la entrada">
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to="/blog/etiqueta/$tag"
                  params={{ tag: tagSlug(tag) }}
                  className={styles.tag}
                >
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
          <nav className={styles.neighbours} aria-label="Entradas anterior y siguiente">
            {post.previous && (
              <Link
                to="/blog/$slug"
                params={{ slug: post.previous.slug }}
                className={styles.neighbour}
                rel="prev"
              >
                <span className={styles.direction}>‹ Anterior</span>
                {post.previous.title}
              </Link>
            )}
            {post.next && (
              <Link
                to="/blog/$slug"
                params={{ slug: post.next.slug }}
                className={`${styles.neighbour} ${styles.next}`}
                rel="next"
              >
                <span className={styles.direction}>Siguiente ›</span>
                {post.next.title}
              </Link>
            )}
          </nav>
        </div>
        {post.related.length > 0 && (
          <aside className={styles.related} aria-labelledby="related-posts">
            <h2 id="related-posts" className={styles.relatedHeading}>
              Entradas relacionadas
            </h2>
            <ul className={styles.relatedList}>
              {post.related.map((item) => (
                <li key={item.slug}>
                  <Link to="/blog/$slug" params={{ slug: item.slug }}>
                    {item.title}
                  </Link>
                  <time dateTime={item.date}>{postDate(item.date)}</time>
                </li>
              ))}
            </ul>
          </aside>
        )}
      </div>
    </article>
  )
}
