import type { SnapshotFrom } from 'xstate';
import type { appInstallMachine } from '../../../machines/app-install/app-install.machine';

export type InstallView = 'checking' | 'installable' | 'prompting' | 'accepted' | 'dismissed' | 'instructions' | 'installed' | 'unsupported';

/** What the install section shows, read from its statechart (without importing it: the page paints before it arrives). */
export const installView = (snapshot: SnapshotFrom<typeof appInstallMachine>) => snapshot.value as InstallView;

/** The machine's first state: what the section shows until the actor exists. */
export const VIEW_BEFORE_ACTOR: InstallView = 'checking';
