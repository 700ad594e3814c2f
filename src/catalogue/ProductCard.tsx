import { Link } from '@tanstack/react-router'
import styles from './Catalogue.module.css'
import { PinDrawing } from './drawing/PinDrawing'
import { productPhotoUrl } from './drawing/product-image'
import { canonicalKeyParam } from './product-path'
import { PRODUCT_QUOTE_ANCHOR, whatsappQuoteText } from './quote-request'
import type { Product } from './types'

/** A photo's box, the card drawing's canvas. */
const PRODUCT_PHOTO = { width: 320, height: 150 } as const

function tagClass(tag: string): string | undefined {
  const t = tag.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
  if (t === 'mas vendido') return styles.tagBest
  if (t === 'nuevo') return styles.tagNew
  return undefined
}

/**
 * One product as a spec sheet: its own drawing (or its photo, when the catalogue has one), key
 * and name (a link to its page), measures, applications, quote actions. 'Cotizar' opens the
 * product's page at its quote form, the product already named in the message.
 */
export function ProductCard({
  product,
  whatsappHref,
}: {
  product: Product
  whatsappHref: (text: string) => string
}) {
  const titleId = `producto-${product.key.replace(/[^\w-]/g, '')}`
  const photo = productPhotoUrl(product.image)
  const page = {
    to: '/pernos-para-puerta/$clave',
    params: { clave: canonicalKeyParam(product.key) },
  } as const
  const applications = product.applications
    .split(/\s+·\s+/)
    .map((a) => a.trim())
    .filter(Boolean)
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        {photo ? (
          <img
            src={photo}
            alt={product.alt}
            width={PRODUCT_PHOTO.width}
            height={PRODUCT_PHOTO.height}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <PinDrawing product={product} variant="card" />
        )}
        {product.tag && (
          <span className={`${styles.tag} ${tagClass(product.tag) ?? ''}`}>{product.tag}</span>
        )}
      </div>
      <div className={styles.cardBody}>
        <h3 id={titleId} className={styles.cardTitle}>
          <Link {...page} className={styles.cardLink}>
            <span className={styles.key}>{product.key}</span>
            <span className={styles.name}>{product.name}</span>
          </Link>
        </h3>
        {product.note && <p className={styles.note}>{product.note}</p>}
        {/* A list of terms, not a table: nine small tables were a third of the cards' layout. */}
        <dl className={styles.specs}>
          <dt>Largo</dt>
          <dd>{product.length || '—'}</dd>
          <dt>Diámetro</dt>
          <dd>{product.diameter || '—'}</dd>
        </dl>
        {applications.length > 0 && (
          <div className={styles.applications}>
            <p className={styles.applicationsLabel}>Aplicaciones</p>
            <ul>
              {applications.map((application) => (
                <li key={application}>{application}</li>
              ))}
            </ul>
          </div>
        )}
        <div className={styles.actions}>
          <Link
            {...page}
            hash={PRODUCT_QUOTE_ANCHOR}
            className="btn btn-primary"
            aria-label={`Cotizar ${product.key}`}
          >
            Cotizar
          </Link>
          <a
            className={styles.whatsapp}
            href={whatsappHref(whatsappQuoteText(product))}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`WhatsApp: cotizar ${product.key}`}
          >
            WhatsApp
          </a>
        </div>
      </div>
    </article>
  )
}
