import { InputControl, type InputWidgetProps } from './input-control';

export function TextWidget(props: InputWidgetProps) {
  return <InputControl widget={props} />;
}
