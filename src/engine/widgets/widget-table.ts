import type { RegistryWidgetsType } from '@rjsf/utils';
import type { FormContext, FormValues, Schema } from '../theme/form-types';
import { CheckboxWidget } from './checkbox-widget';
import { ChoiceWidget } from './choice-widget';
import { deferredWidgets } from './deferred-widgets';
import { EmailWidget } from './email-widget';
import { HiddenWidget } from './hidden-widget';
import { LongTextWidget } from './long-text-widget';
import { MobileWidget } from './mobile-widget';
import { OtpWidget } from './otp-widget';
import { PasswordWidget } from './password-widget';
import { TextWidget } from './text-widget';
import type { WidgetName } from './widget-names';

/**
 * Every widget a form may name in "ui:widget"; the config check refuses any other name. RJSF's
 * own names (TextWidget, CheckboxWidget…) map to ours, so a field without "ui:widget" is ours too;
 * a boolean (a consent) is a CheckboxWidget and needs none.
 */
export const widgetTable = {
  text: TextWidget,
  TextWidget,
  longText: LongTextWidget,
  email: EmailWidget,
  EmailWidget,
  mobile: MobileWidget,
  password: PasswordWidget,
  PasswordWidget,
  otp: OtpWidget,
  amount: deferredWidgets.amount.Widget,
  aadhaar: deferredWidgets.aadhaar.Widget,
  pan: deferredWidgets.pan.Widget,
  dateOfBirth: deferredWidgets.dateOfBirth.Widget,
  pincode: deferredWidgets.pincode.Widget,
  ifsc: deferredWidgets.ifsc.Widget,
  choice: ChoiceWidget,
  CheckboxWidget,
  hidden: HiddenWidget,
} satisfies Record<WidgetName, RegistryWidgetsType<FormValues, Schema, FormContext>[string]>;
