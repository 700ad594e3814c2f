import { Link, useLocation } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { formatPhone, telUrl, whatsappUrl } from '../site/contact-links'
import { formatHoursRow } from '../site/hours'
import { useSiteSettings } from '../site/settings-context'
import { ChevronIcon, CloseIcon, MenuIcon, PinIcon } from '../ui/icons'
import { trapTabKey } from './focus-trap'
import { MenuLink } from './MenuLink'
import styles from './MobileMenu.module.css'
import { contactCta, menuContains, navigationWith } from './navigation'
import { SocialLinks } from './SocialLinks'
import { streetAddress } from './street-address'

/**
 * The off-canvas menu for narrow screens, on a native modal <dialog>: the page behind is inert
 * (focus stays inside), Escape closes it, and a click on the dimmed area closes it too.
 */
export function MobileMenu() {
  const settings = useSiteSettings()
  const navigation = navigationWith(settings.menuPages)
  const pathname = useLocation({ select: (location) => location.pathname })
  const dialogRef = useRef<HTMLDialogElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const [isOpen, setOpen] = useState(false)
  const [openSubmenu, setOpenSubmenu] = useState<string | null>(null)
  const titleId = useId()

  const open = () => {
    dialogRef.current?.showModal()
    setOpen(true)
  }
  const close = () => dialogRef.current?.close()

  useEffect(() => {
    dialogRef.current?.close()
  }, [pathname])

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={open}
      >
        <MenuIcon width={26} height={26} />
        <span className="visually-hidden">Abrir menú</span>
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby={titleId}
        onClose={() => {
          setOpen(false)
          setOpenSubmenu(null)
          triggerRef.current?.focus()
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) close()
        }}
        onKeyDown={(event) => trapTabKey(event, dialogRef.current)}
      >
        <div className={styles.panel}>
          <div className={styles.panelHeader}>
            <p id={titleId} className={styles.title}>
              Menú
            </p>
            <button type="button" className={styles.close} onClick={close}>
              <CloseIcon width={24} height={24} />
              <span className="visually-hidden">Cerrar menú</span>
            </button>
          </div>
          <nav aria-label="Menú móvil">
            <ul className={styles.list}>
              {navigation.map((item) => {
                if (item.kind === 'link') {
                  return (
                    <li key={item.path}>
                      <MenuLink item={item} className={styles.link} onClick={close} exact />
                    </li>
                  )
                }
                const expanded = openSubmenu === item.id
                const listId = `mobile-${item.id}`
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      className={styles.link}
                      aria-expanded={expanded}
                      aria-controls={listId}
                      data-active={menuContains(item, pathname) || undefined}
                      onClick={() => setOpenSubmenu(expanded ? null : item.id)}
                    >
                      {item.label}
                      <ChevronIcon width={20} height={20} />
                    </button>
                    <ul id={listId} className={styles.sublist} hidden={!expanded}>
                      {item.items.map((child) => (
                        <li key={child.path}>
                          <MenuLink item={child} className={styles.sublink} onClick={close} />
                        </li>
                      ))}
                    </ul>
                  </li>
                )
              })}
            </ul>
          </nav>
          <div className={styles.actions}>
            <Link to={contactCta.path} className="btn btn-primary" onClick={close}>
              {contactCta.label}
            </Link>
            <a
              className="btn btn-whatsapp"
              href={whatsappUrl(settings.whatsapp, settings.whatsappGreeting)}
              target="_blank"
              rel="noopener noreferrer"
            >
              WhatsApp {formatPhone(settings.whatsapp)}
            </a>
            <a className={styles.phone} href={telUrl(settings.phone)}>
              Llámanos: {formatPhone(settings.phone)}
            </a>
            <p className={styles.hours}>
              {settings.hours.header.rows.map(formatHoursRow).join(' · ')}
            </p>
            {/* What the desktop contact strip shows and a phone's header has no room for. */}
            <p className={styles.address}>
              <PinIcon width={16} height={16} className={styles.addressIcon} />
              <span>{streetAddress(settings.address)}</span>
            </p>
            <SocialLinks links={settings.social} className={styles.social} />
          </div>
        </div>
      </dialog>
    </>
  )
}
