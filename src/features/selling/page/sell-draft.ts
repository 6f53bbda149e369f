import { wizardDraft } from '../../../../machines/wizard/wizard-draft';

/** The sell wizard's draft in this tab (across a reload or signing in); bump the version when the steps change shape. */
export const sellDraft = wizardDraft('sell', 3, () => sessionStorage);
