/** The tabs of the settings screen (SPEC §2), as `?tab=` names them. */
export const SETTINGS_TABS = ['profile', 'security'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
