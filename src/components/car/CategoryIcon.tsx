import type { ReactNode } from 'react';
import { Icon, type IconProps } from '../../ui/icons/Icon';
import { CarIcon } from '../../ui/icons/interfaceIcons';

// The catalogue's categories (server/seed/data/lookups.ts names each one's icon): family,
// piggy-bank, diamond, mountain, briefcase, flag-checkered, buildings, drawn on the 24 px grid.
const SHAPES: Record<string, ReactNode> = {
  familiar: (
    <>
      <circle cx="8" cy="6" r="2.5" />
      <circle cx="16" cy="6" r="2.5" />
      <circle cx="12" cy="13" r="2" />
      <path d="M3 20v-4a4 4 0 0 1 4-4h2M21 20v-4a4 4 0 0 0-4-4h-2M9 20v-1.5a3 3 0 0 1 6 0V20" />
    </>
  ),
  economico: (
    <>
      <path d="M5 11a7 6 0 0 1 12-3h2v3l2 1v3h-2l-2 3v2h-3v-2H9v2H6v-3a6 6 0 0 1-1-6z" />
      <path d="M10 7.5h3" />
    </>
  ),
  lujo: <path d="M6 3h12l4 6-10 12L2 9zM2 9h20M9 3l3 18M15 3l-3 18" />,
  todoterreno: <path d="M2 20l7-12 4 6 3-4 6 10zM7.5 11l1.5 1.5L11 11" />,
  trabajo: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
    </>
  ),
  deportivo: <path d="M5 21V4M5 4h14v9H5M9.5 4v9M14 4v9M5 8.5h14" />,
  ciudad: (
    <>
      <path d="M3 21h18M5 21V8l6-3v16M11 21V3l8 4v14" />
      <path d="M8 10v.01M8 14v.01M14 9v.01M14 13v.01M16.5 11v.01M16.5 15v.01" />
    </>
  ),
};

/** A category's icon by its slug; a category without one of its own shows a car. */
export function CategoryIcon({ slug, ...props }: IconProps & { slug: string }) {
  const shape = SHAPES[slug];
  return shape ? <Icon {...props}>{shape}</Icon> : <CarIcon {...props} />;
}
