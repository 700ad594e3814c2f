import { useLocation } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useSiteSettings } from '../site/settings-context'
import { ChevronIcon } from '../ui/icons'
import styles from './DesktopNav.module.css'
import { MenuLink } from './MenuLink'
import { menuContains, type NavMenu, navigationWith } from './navigation'

/** The main menu on wide screens; submenus open on hover, focus or click (disclosure pattern). */
export function DesktopNav() {
  const pathname = useLocation({ select: (location) => location.pathname })
  const [openMenu, setOpenMenu] = useState<string | null>(null)
  const navigation = navigationWith(useSiteSettings().menuPages)

  useEffect(() => setOpenMenu(null), [pathname])

  return (
    <nav className={styles.nav} aria-label="Menú principal">
      <ul className={styles.list}>
        {navigation.map((item) =>
          item.kind === 'link' ? (
            <li key={item.path}>
              <MenuLink item={item} className={styles.link} exact />
            </li>
          ) : (
            <Submenu
              key={item.id}
              menu={item}
              active={menuContains(item, pathname)}
              open={openMenu === item.id}
              onToggle={(open) => setOpenMenu(open ? item.id : null)}
            />
          ),
        )}
      </ul>
    </nav>
  )
}

function Submenu(props: {
  menu: NavMenu
  active: boolean
  open: boolean
  onToggle: (open: boolean) => void
}) {
  const { menu, open, onToggle } = props
  const itemRef = useRef<HTMLLIElement>(null)
  const listId = `submenu-${menu.id}`

  return (
    <li
      ref={itemRef}
      className={styles.menu}
      data-open={open}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          onToggle(false)
          itemRef.current?.querySelector('button')?.focus()
        }
      }}
      onBlur={(event) => {
        if (!itemRef.current?.contains(event.relatedTarget as Node | null)) onToggle(false)
      }}
    >
      <button
        type="button"
        className={styles.link}
        aria-expanded={open}
        aria-controls={listId}
        data-active={props.active || undefined}
        onClick={() => onToggle(!open)}
      >
        {menu.label}
        <ChevronIcon width={16} height={16} />
      </button>
      <ul id={listId} className={styles.dropdown}>
        {menu.items.map((item) => (
          <li key={item.path}>
            <MenuLink item={item} className={styles.dropdownLink} />
          </li>
        ))}
      </ul>
    </li>
  )
}
