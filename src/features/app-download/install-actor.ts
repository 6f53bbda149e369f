import { createActor, fromPromise } from 'xstate';
import { appInstallMachine } from '../../../machines/app-install/app-install.machine';
import { inspect } from '../../lib/inspector';
import { appleMobile, promptInstall, runningStandalone } from '../../lib/pwa/install-prompt';

const installMachine = appInstallMachine.provide({ actors: { promptInstall: fromPromise(promptInstall) } });

/** The install statechart, apart from the page so that the page paints before xstate arrives. */
export const createInstallActor = () => createActor(installMachine, { input: { standalone: runningStandalone(), appleMobile: appleMobile() }, inspect });
