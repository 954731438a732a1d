import type { FlowDefinition } from '@/core/flow/flow-definition';
import { loadOnce, pickFile, withCatalogues } from './pick-file';

const flowFiles = import.meta.glob<{ default: FlowDefinition }>('../../../schemas/flows/*.json');
const flows = new Map<string, Promise<FlowDefinition>>();

/** A journey of schemas/flows/, by its file stem ("signup.v1"). */
export function loadFlow(name: string): Promise<FlowDefinition> {
  return loadOnce(flows, name, () => pickFile(flowFiles, `/${name}.json`)().then((file) => withCatalogues(file.default)));
}
