import { limit } from '../../core/config/limits';
import { InputControl, type InputWidgetProps } from './input-control';

/** The latest birthday of someone old enough today, as YYYY-MM-DD. */
export function latestBirthday(today: Date, years: number): string {
  const year = String(today.getFullYear() - years).padStart(4, '0');
  const month = String(today.getMonth() + 1).padStart(2, '0');
  const day = String(today.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** A date of birth: the browser's date picker, offering no day that would make the customer under age (spec §5). */
export function DateOfBirthWidget(props: InputWidgetProps) {
  return <InputControl widget={props} type="date" max={latestBirthday(new Date(), limit('minimumAgeYears'))} />;
}
