/** The names a form may give in "ui:widget"; widget-table.ts must have exactly these, and the config check reads them. */
export const widgetNames = [
  'text',
  'TextWidget',
  'longText',
  'email',
  'EmailWidget',
  'mobile',
  'password',
  'PasswordWidget',
  'otp',
  'amount',
  'aadhaar',
  'pan',
  'dateOfBirth',
  'pincode',
  'ifsc',
  'choice',
  'CheckboxWidget',
  'hidden',
] as const;

export type WidgetName = (typeof widgetNames)[number];

/** Widgets whose values are secrets: never kept in storage between reloads. */
export const secretWidgets: ReadonlySet<string> = new Set<WidgetName>(['password', 'PasswordWidget', 'otp']);

/**
 * Widgets whose value carries from one journey to the next in the same tab (issue 13): the mobile
 * number typed on /login is there on /rekyc, on the OTP login and on the password recovery.
 */
export const carriedWidgets: ReadonlySet<string> = new Set<WidgetName>(['mobile']);
