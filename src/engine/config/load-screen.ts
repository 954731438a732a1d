import type { ScreenDefinition } from '@/core/screens/screen-definition';
import { screensNamed } from '@/core/screens/screens-named';
import { loadOnce, pickFile, withCatalogues } from './pick-file';

const screenFiles = import.meta.glob<{ default: ScreenDefinition }>('../../../schemas/screens/*.json');
const screens = new Map<string, Promise<ScreenDefinition>>();

const loadFile = (name: string) => loadOnce(screens, name, () => pickFile(screenFiles, `/${name}.json`)().then((file) => withCatalogues(file.default)));

/** A screen of schemas/screens/ by its file stem ("history.v1"), checked to be of the kind its route says. */
export function loadScreen<K extends ScreenDefinition['kind']>(name: string, kind: K): Promise<Extract<ScreenDefinition, { kind: K }>> {
  return loadFile(name).then((screen) => {
    if (screen.kind !== kind) throw new Error(`schemas/screens/${name}.json is a ${screen.kind} screen, not a ${kind} screen`);
    return screen as Extract<ScreenDefinition, { kind: K }>;
  });
}

/**
 * Starts loading a screen's definition, and those of the screens it shows inside it, while its
 * route's guard and code load, so they are there when the screen's loader asks (issue 37: a request fewer in a row before /dashboard's balance shows).
 * A failure is the loader's to meet when it asks again.
 */
export function preloadScreen(name: string): void {
  loadFile(name)
    .then((definition) => {
      for (const inside of screensNamed(definition)) loadFile(inside).catch(() => undefined);
    })
    .catch(() => undefined);
}
