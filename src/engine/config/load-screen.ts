import type { ScreenDefinition } from '@/core/screens/screen-definition';
import { loadOnce, pickFile, withCatalogues } from './pick-file';

const screenFiles = import.meta.glob<{ default: ScreenDefinition }>('../../../schemas/screens/*.json');
const screens = new Map<string, Promise<ScreenDefinition>>();

/** A screen of schemas/screens/ by its file stem ("history.v1"), checked to be of the kind its route says. */
export function loadScreen<K extends ScreenDefinition['kind']>(name: string, kind: K): Promise<Extract<ScreenDefinition, { kind: K }>> {
  return loadOnce(screens, name, () => pickFile(screenFiles, `/${name}.json`)().then((file) => withCatalogues(file.default))).then((screen) => {
    if (screen.kind !== kind) throw new Error(`schemas/screens/${name}.json is a ${screen.kind} screen, not a ${kind} screen`);
    return screen as Extract<ScreenDefinition, { kind: K }>;
  });
}
