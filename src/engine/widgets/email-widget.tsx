import { InputControl, type InputWidgetProps } from './input-control';

export function EmailWidget(props: InputWidgetProps) {
  return <InputControl widget={{ ...props, options: { autocomplete: 'email', ...props.options } }} type="email" inputMode="email" />;
}
