/** The icons an action or a navigation entry may name; the config check refuses any other. */
export const iconNames = ['home', 'history', 'beneficiaries', 'requests', 'help', 'money', 'transfer', 'profile', 'kyc', 'logout', 'download', 'mail'] as const;
export type IconName = (typeof iconNames)[number];
