import { InputControl } from './input-control';
import type { InputWidgetProps } from './input-widget-props';

export function TextWidget(props: InputWidgetProps) {
  return <InputControl widget={props} />;
}
