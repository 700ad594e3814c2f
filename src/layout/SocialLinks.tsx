import type { SocialNetwork } from '../site/settings'
import { useSiteSettings } from '../site/settings-context'
import { FacebookIcon, InstagramIcon, LinkedinIcon, TiktokIcon, YoutubeIcon } from '../ui/icons'
import styles from './SocialLinks.module.css'

const networks: Record<SocialNetwork, { label: string; Icon: typeof FacebookIcon }> = {
  facebook: { label: 'Facebook', Icon: FacebookIcon },
  instagram: { label: 'Instagram', Icon: InstagramIcon },
  youtube: { label: 'YouTube', Icon: YoutubeIcon },
  tiktok: { label: 'TikTok', Icon: TiktokIcon },
  linkedin: { label: 'LinkedIn', Icon: LinkedinIcon },
}

export function SocialLinks({ className }: { className?: string }) {
  const { social } = useSiteSettings()
  return (
    <ul
      className={className ? `${styles.list} ${className}` : styles.list}
      aria-label="Redes sociales"
    >
      {social.map(({ network, url }) => {
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
