import { limit } from '@/core/config/limits';
import { InputControl } from './input-control';
import type { InputWidgetProps } from './input-widget-props';

/** Only the digits of what was typed or pasted, at most as many as an Aadhaar number has. */
export function normaliseAadhaar(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, limit('aadhaarDigits'));
}

/** Spec §5: shown in groups of four digits while registering ("1234 5678 9012"). */
export function groupAadhaar(digits: string): string {
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** An Aadhaar number: kept as its digits, shown grouped; the step's transform sends it as an integer. */
export function AadhaarWidget(props: InputWidgetProps) {
  return <InputControl widget={props} inputMode="numeric" normalise={normaliseAadhaar} format={groupAadhaar} />;
}
