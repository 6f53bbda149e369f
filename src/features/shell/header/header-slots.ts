import type { ReactNode } from 'react';

/**
 * What the signed-in visitor sees in place of Sign in: the wide header's menu and the drawer's
 * accordion. The account UI belongs to the auth feature, so the root route hands it in.
 */
export type DrawerAccountSection = { open: boolean; onToggle: () => void };

export type AccountSlots = {
  menu: ReactNode;
  /** The drawer's account accordion; it opens one at a time with the others (the drawer statechart decides). */
  drawer: (section: DrawerAccountSection) => ReactNode;
  /** The favourites heart with its count (SPEC §2), in the wide header and the mobile bar alike. */
  favourites?: ReactNode;
};
