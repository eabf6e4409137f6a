/**
 * The modules a site's screens use at run time build no schema: a bundle that needs only the
 * enumerations, their labels or the entity rules must not pull TypeBox or a schema module in.
 * Each module here may import, at run time, only other modules of this list.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = dirname(fileURLToPath(import.meta.url));

/** Modules that must stay free of schemas, relative to `src/`. */
const SCHEMA_FREE = [
  'entities/helpers.ts',
  'enums/define-enum.ts',
  'enums/enums.ts',
  'enums/game-types.ts',
  'constants.ts',
];

/** The run-time imports of a module (`import type` and type-only re-exports left out). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(join(src, file), 'utf8');
  const found: string[] = [];
  for (const match of source.matchAll(/^(import|export)\s+(type\s+)?[^;]*?\bfrom\s+'([^']+)'/gms)) {
    if (!match[2]) found.push(match[3] as string);
  }
  return found;
}

describe('schema-free modules', () => {
  for (const file of SCHEMA_FREE) {
    it(`${file} imports no TypeBox and no schema module`, () => {
      const imports = runtimeImports(file).map((target) =>
        target.startsWith('.') ? relative(src, join(src, dirname(file), target)) : target,
      );
      expect(imports.filter((target) => !SCHEMA_FREE.includes(target))).toEqual([]);
    });
  }

  it('reads run-time imports and skips type-only ones', () => {
    const imports = runtimeImports('entities/helpers.ts');
    expect(imports).toContain('../enums/enums.ts');
    expect(imports).not.toContain('./contact.ts');
    expect(runtimeImports('entities/contact.ts')).toContain('typebox');
  });
});
