import { createActor } from 'xstate';
import { filterPanelMachine } from '../../../../machines/filter-panel/filter-panel.machine';
import { inspect } from '../../../lib/inspector';

/** The filter drawer's actor; its module (and xstate with it) loads when the visitor reaches for the button. */
export const createFilterPanel = () => createActor(filterPanelMachine, { inspect });
