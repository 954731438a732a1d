import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../../src/core/routing/route-table';
import { hasScreenFile } from '../../src/core/screens/has-screen-file';

describe('hasScreenFile', () => {
  it('holds for exactly the routes whose definition is a file of schemas/screens/', () => {
    const root = join(import.meta.dirname, '../..');
    const wrong = routeTable.routes.filter((route) => hasScreenFile(route.kind) !== existsSync(join(root, `schemas/screens/${route.definition}.json`))).map((route) => `${route.path} (${route.kind})`);
    expect(routeTable.routes.some((route) => hasScreenFile(route.kind))).toBe(true);
    expect(wrong).toEqual([]);
  });
});
