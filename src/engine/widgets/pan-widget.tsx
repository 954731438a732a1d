import { limit } from '@/core/config/limits';
import { InputControl } from './input-control';
import type { InputWidgetProps } from './input-widget-props';

/** A PAN is upper case letters and digits; what was typed in lower case is raised. */
export function normalisePan(typed: string): string {
  return typed.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, limit('panLength'));
}

export function PanWidget(props: InputWidgetProps) {
  return <InputControl widget={props} normalise={normalisePan} />;
}
