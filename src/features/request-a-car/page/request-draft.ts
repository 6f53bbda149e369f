import { wizardDraft } from '../../../../machines/wizard/wizard-draft';

/** The request-a-car wizard's draft in this tab (across a reload or signing in); bump the version when the steps change shape. */
export const requestDraft = wizardDraft('request-a-car', 1, () => sessionStorage);
