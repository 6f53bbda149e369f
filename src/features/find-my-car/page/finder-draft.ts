import { wizardDraft } from '../../../../machines/wizard/wizard-draft';

/** The finder's answers in this tab (across a reload); bump the version when the steps change shape. */
export const finderDraft = wizardDraft('car-finder', 1, () => sessionStorage);
