import styles from './Catalogue.module.css'
import { pageItems } from './paginate'

/** Numbered pages with previous/next; hidden when everything fits on one page. */
export function Pagination({
  page,
  pageCount,
  onPage,
}: {
  page: number
  pageCount: number
  onPage: (page: number) => void
}) {
  if (pageCount <= 1) return null
  return (
    <nav className={styles.pagination} aria-label="Páginas del catálogo">
      <ul>
        <li>
          <button
            type="button"
            className={styles.pageStep}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            <span aria-hidden="true">‹</span> Anterior
          </button>
        </li>
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.pageNumber}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Página ${item}`}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.pageStep}
            disabled={page >= pageCount}
            onClick={() => onPage(page + 1)}
          >
            Siguiente <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  )
}
