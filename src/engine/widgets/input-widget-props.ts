import type { WidgetProps } from '@rjsf/utils';
import type { FormContext, FormValues, Schema } from '../theme/form-types';

/** What RJSF gives every widget of ours, typed with the portal's form values and context. */
export type InputWidgetProps = WidgetProps<FormValues, Schema, FormContext>;
