import { InputControl } from './input-control';
import type { InputWidgetProps } from './input-widget-props';

export function EmailWidget(props: InputWidgetProps) {
  return <InputControl widget={{ ...props, options: { autocomplete: 'email', ...props.options } }} type="email" inputMode="email" />;
}
