import type { ComponentType } from 'react';
import type { IconProps } from '../../../ui/icons/Icon';
import { FacebookIcon, InstagramIcon, LinkedinIcon, TiktokIcon, YoutubeIcon } from '../../../ui/icons/brandIcons';
import * as styles from './Footer.css';

const ICONS: Record<string, ComponentType<IconProps>> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  youtube: YoutubeIcon,
  tiktok: TiktokIcon,
  linkedin: LinkedinIcon,
};

type SocialNetwork = { id: string; name: string; slug: string; url: string };

export function SocialLinks({ networks }: { networks: readonly SocialNetwork[] }) {
  return (
    <ul className={styles.socials}>
      {networks.map((network) => {
        const Icon = ICONS[network.slug];
        return (
          <li key={network.id}>
            <a href={network.url} target="_blank" rel="noopener noreferrer" className={styles.social} aria-label={network.name}>
              {Icon ? <Icon size="sm" /> : network.name.slice(0, 1)}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
