import { resolveTemplate } from '../../core/flow/resolve-template';
import { asText } from '../../core/text/as-text';
import { useLoad } from '../load/use-load';
import { useScreenScope } from '../load/use-screen-scope';
import { shell } from './shell';

/** The signed-in customer's name in the header, loaded once per session; nothing until it is known. */
export function CustomerName() {
  const scope = useScreenScope();
  const { state } = useLoad(shell.customerName.load, scope, 'session');
  if (state.status !== 'done') return null;
  const name = asText(resolveTemplate(shell.customerName.value, { ...scope, answer: state.result.body }));
  return name ? <span className="app__customer">{name}</span> : null;
}
