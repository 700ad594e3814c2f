import type { SocialNetwork } from '../site/settings'
import { FacebookIcon, InstagramIcon, LinkedinIcon, TiktokIcon, YoutubeIcon } from '../ui/icons'
import styles from './SocialLinks.module.css'

const networks: Record<SocialNetwork, { label: string; Icon: typeof FacebookIcon }> = {
  facebook: { label: 'Facebook', Icon: FacebookIcon },
  instagram: { label: 'Instagram', Icon: InstagramIcon },
  youtube: { label: 'YouTube', Icon: YoutubeIcon },
  tiktok: { label: 'TikTok', Icon: TiktokIcon },
  linkedin: { label: 'LinkedIn', Icon: LinkedinIcon },
}

export function SocialLinks(props: {
  links: { network: SocialNetwork; url: string }[]
  className?: string
}) {
  return (
    <ul
      className={props.className ? `${styles.list} ${props.className}` : styles.list}
      aria-label="Redes sociales"
    >
      {props.links.map(({ network, url }) => {
        const { label, Icon } = networks[network]
        return (
          <li key={network}>
            <a href={url} target="_blank" rel="noopener noreferrer" aria-label={label}>
              <Icon width={18} height={18} />
            </a>
          </li>
        )
      })}
    </ul>
  )
}
