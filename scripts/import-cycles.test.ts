/**
 * No circle of imports in src/, not even of types only (issue 33 item 8). ESLint's import-x/no-cycle
 * holds the imports that run; it skips `import type`, and a circle of types is still two modules
 * that are one: each of those was broken by a leaf module (Template, LoadState, Skeleton, ...).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { graphCircles } from './graph-circles';

const src = join(import.meta.dirname, '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The modules of src/ a file imports or re-exports from, types included. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:import|export)\s+(?:type\s+)?[^'"]*?from\s*['"]([^'"]+)['"]/g)].flatMap((match) => {
    const spec = match[1] ?? '';
    const base = spec.startsWith('@/') ? join(src, spec.slice(2)) : spec.startsWith('.') ? resolve(dirname(file), spec) : null;
    if (base === null) return [];
    const found = ['.ts', '.tsx', '/index.ts'].map((ext) => `${base}${ext}`).find((path) => existsSync(path));
    return found ? [found] : [];
  });
}

describe('imports of src/', () => {
  it('form no circle, types included', () => {
    const graph = new Map(sourceFiles(src).map((file) => [file, importsOf(file)]));
    expect(graph.size).toBeGreaterThan(100);
    expect(graphCircles(graph).map((circle) => circle.map((path) => relative(src, path)))).toEqual([]);
  });

  it('would name a circle of types only', () => {
    expect(graphCircles(new Map([['a.ts', ['b.ts']], ['b.ts', ['a.ts']], ['c.ts', ['a.ts']]]))).toHaveLength(1);
  });
});
