import { createActor } from 'xstate';
import { mobileDrawerMachine } from '../../../../machines/mobile-drawer/mobile-drawer.machine';
import { inspect } from '../../../lib/inspector';

/** The drawer's actor; its module (and xstate with it) loads when the visitor first reaches for the menu button. */
export const createMobileDrawer = () => createActor(mobileDrawerMachine, { inspect });

