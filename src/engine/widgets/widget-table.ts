import type { RegistryWidgetsType } from '@rjsf/utils';
import type { FormContext, FormValues, Schema } from '../theme/form-types';
import { MobileWidget } from './mobile-widget';
import { PasswordWidget } from './password-widget';
import { TextWidget } from './text-widget';

/** Every widget a form may name in "ui:widget"; the config check refuses any other name. */
export const widgetTable = {
  text: TextWidget,
  TextWidget,
  mobile: MobileWidget,
  password: PasswordWidget,
  PasswordWidget,
} satisfies RegistryWidgetsType<FormValues, Schema, FormContext>;

export type WidgetName = keyof typeof widgetTable;
