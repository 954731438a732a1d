import type { ScreenDefinition } from './screen-definition';

/** The other screens of schemas/screens/ a definition shows inside it (a home's list panels), by file stem. */
export function screensNamed(definition: ScreenDefinition): readonly string[] {
  return definition.kind === 'home' ? definition.panels.flatMap((panel) => (panel.type === 'list' ? [panel.list] : [])) : [];
}
