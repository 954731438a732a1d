import { describe, expect, it } from 'vitest';
import home from '../../../schemas/screens/home.v1.json' with { type: 'json' };
import history from '../../../schemas/screens/history.v1.json' with { type: 'json' };
import type { HomeDefinition, ListDefinition } from './screen-definition';
import { screensNamed } from './screens-named';

describe('screensNamed', () => {
  it("names the lists of a home's panels, in their order", () => {
    const definition = home as unknown as HomeDefinition;
    const lists = definition.panels.flatMap((panel) => (panel.type === 'list' ? [panel.list] : []));
    expect(lists.length).toBeGreaterThan(0);
    expect(screensNamed(definition)).toEqual(lists);
  });

  it('names none for a screen that shows no other', () => {
    expect(screensNamed(history as unknown as ListDefinition)).toEqual([]);
  });
});
