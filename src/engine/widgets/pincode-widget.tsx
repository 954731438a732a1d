import { limit } from '@/core/config/limits';
import { InputControl } from './input-control';
import type { InputWidgetProps } from './input-widget-props';

const pinDigits = (typed: string) => typed.replace(/\D/g, '').slice(0, limit('pincodeLength'));

/** An Indian pin code of spec §5: digits only, as many as rules/limits.json says. */
export function PincodeWidget(props: InputWidgetProps) {
  return <InputControl widget={{ ...props, options: { autocomplete: 'postal-code', ...props.options } }} inputMode="numeric" normalise={pinDigits} />;
}
