import type { FlowDefinition } from '@/core/flow/flow-definition';
import { loadOnce, pickFile, withCatalogues } from './pick-file';

const flowFiles = import.meta.glob<{ default: FlowDefinition }>('../../../schemas/flows/*.json');
const flows = new Map<string, Promise<FlowDefinition>>();

/**
 * A journey that confirms with a passkey, with the button that does it made from its steps (issue 39):
 * the code that makes it loads only for those journeys, not for the login's or the sign-up's first page.
 */
async function withPasskeys(flow: FlowDefinition): Promise<FlowDefinition> {
  if (!flow.steps.some((step) => step.passkey)) return flow;
  const { withPasskeyButtons } = await import('@/core/flow/step-buttons');
  return withPasskeyButtons(flow);
}

/** A journey of schemas/flows/, by its file stem ("signup.v1"). */
export function loadFlow(name: string): Promise<FlowDefinition> {
  return loadOnce(flows, name, () => pickFile(flowFiles, `/${name}.json`)().then((file) => withPasskeys(file.default)).then(withCatalogues));
}
