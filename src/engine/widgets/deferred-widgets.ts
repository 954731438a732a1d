import { deferredWidget, type DeferredWidget } from './deferred-widget';
import type { WidgetName } from './widget-names';

/** The widgets of the widget table that load with the forms that name them (loadForm): none is on the login's form. */
export const deferredWidgets = {
  amount: deferredWidget(() => import('./amount-widget').then((module) => module.AmountWidget)),
  dateOfBirth: deferredWidget(() => import('./date-of-birth-widget').then((module) => module.DateOfBirthWidget)),
  ifsc: deferredWidget(() => import('./ifsc-widget').then((module) => module.IfscWidget)),
  pincode: deferredWidget(() => import('./pincode-widget').then((module) => module.PincodeWidget)),
  aadhaar: deferredWidget(() => import('./aadhaar-widget').then((module) => module.AadhaarWidget)),
  pan: deferredWidget(() => import('./pan-widget').then((module) => module.PanWidget)),
} satisfies Partial<Record<WidgetName, DeferredWidget>>;

/** Loads the deferred widgets a form's uiSchema names, before the form draws. */
export async function preloadWidgetsOf(uiSchema: unknown): Promise<void> {
  const named = JSON.stringify(uiSchema);
  await Promise.all(Object.entries(deferredWidgets).filter(([name]) => named.includes(`"ui:widget":"${name}"`)).map(([, widget]) => widget.preload()));
}
