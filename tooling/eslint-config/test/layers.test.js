// The layer rules must hold by lint, not by convention: these cases lint real file paths in a
// throwaway workspace and check which imports are refused.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lobby } from '../index.js';

let root = '';

function pkg(dir, name, manifest = {}) {
  mkdirSync(join(root, dir, 'src'), { recursive: true });
  writeFileSync(join(root, dir, 'package.json'), JSON.stringify({ name, ...manifest }));
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'lobby-lint-'));
  writeFileSync(join(root, 'pnpm-workspace.yaml'), 'packages: []\n');
  pkg('packages/domain', '@lobby/domain');
  pkg('packages/ui', '@lobby/ui', { devDependencies: { '@lobby/test-kit': 'workspace:*' } });
  pkg('packages/i18n', '@lobby/i18n', { dependencies: { '@lobby/ui': 'workspace:*' } });
  pkg('packages/api-client', '@lobby/api-client');
  pkg('tooling/test-kit', '@lobby/test-kit', { dependencies: { '@lobby/ui': 'workspace:*' } });
  pkg('packages/features/wallet', '@lobby/feature-wallet');
  pkg('packages/features/games', '@lobby/feature-games');
  pkg('packages/site', '@lobby/site');
  pkg('apps/api', '@lobby/api');
  pkg('apps/nexbet', '@lobby/nexbet');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

async function lint(file, code) {
  const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: lobby() });
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('lobby/layers', () => {
  it('refuses a feature importing another feature', async () => {
    const messages = await lint(
      'packages/features/wallet/src/transfer.ts',
      "import { gameList } from '@lobby/feature-games';\nexport const x = gameList;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^lobby\/layers: A feature never imports another feature/);
  });

  it('refuses a deep import into another package src/', async () => {
    const messages = await lint(
      'packages/ui/src/button.ts',
      "import { money } from '@lobby/domain/src/money';\nexport const x = money;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^lobby\/layers: No deep imports/);
  });

  it('refuses a relative import that leaves the package', async () => {
    const messages = await lint(
      'packages/ui/src/button.ts',
      "import { money } from '../../domain/src/money.ts';\nexport const x = money;\n",
    );
    expect(messages[0]).toMatch(/^lobby\/layers: A relative import may not leave its package/);
  });

  it('refuses a package importing an app', async () => {
    const messages = await lint(
      'packages/site/src/boot.ts',
      "import { server } from '@lobby/api';\nexport const x = server;\n",
    );
    expect(messages[0]).toMatch(/^lobby\/layers: '@lobby\/site' may not import '@lobby\/api'/);
  });

  it('refuses an import up the layers', async () => {
    const messages = await lint(
      'packages/domain/src/money.ts',
      "import { Button } from '@lobby/ui';\nexport const x = Button;\n",
    );
    expect(messages[0]).toMatch(/may not import '@lobby\/ui'/);
  });

  it('refuses a dynamic import of another feature', async () => {
    const messages = await lint(
      'packages/features/wallet/src/lazy.ts',
      "export const load = () => import('@lobby/feature-games');\n",
    );
    expect(messages[0]).toMatch(/A feature never imports another feature/);
  });

  it('allows imports down the layers and through package exports', async () => {
    const messages = await lint(
      'packages/features/wallet/src/transfer.ts',
      [
        "import { money } from '@lobby/domain';",
        "import { Button } from '@lobby/ui/button';",
        "import { helper } from './helper.ts';",
        'export const x = [money, Button, helper];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('lets the site import features and apps import the site', async () => {
    expect(
      await lint(
        'packages/site/src/routes.ts',
        "import { a } from '@lobby/feature-games';\nexport const x = a;\n",
      ),
    ).toEqual([]);
    expect(
      await lint(
        'apps/nexbet/src/main.ts',
        "import { s } from '@lobby/site';\nexport const x = s;\n",
      ),
    ).toEqual([]);
  });
});

describe('lobby/layers for the design system and tooling', () => {
  it('refuses ui importing the SDK, which ranks below it', async () => {
    const messages = await lint(
      'packages/ui/src/balance.ts',
      "import { createLobbyClient } from '@lobby/api-client';\nexport const x = createLobbyClient;\n",
    );
    expect(messages).toEqual([
      "lobby/layers: '@lobby/ui' may not import '@lobby/api-client': ui and tokens know nothing of the API; a feature hands them data.",
    ]);
  });

  it('checks tooling: libraries up to ui, never a feature or the site', async () => {
    expect(
      await lint(
        'tooling/test-kit/src/render.ts',
        "import { Button } from '@lobby/ui';\nexport const x = Button;\n",
      ),
    ).toEqual([]);
    const messages = await lint(
      'tooling/test-kit/src/render.ts',
      "import { a } from '@lobby/feature-games';\nexport const x = a;\n",
    );
    expect(messages[0]).toMatch(/'@lobby\/test-kit' may not import '@lobby\/feature-games'/);
  });
});

describe('lobby/no-cycle', () => {
  function file(path, text) {
    writeFileSync(join(root, path), text);
    return text;
  }

  it('refuses files of a package importing each other at run time, naming the path', async () => {
    file('packages/domain/src/b.ts', "import { a } from './a.ts';\nexport const b = a;\n");
    const a = file(
      'packages/domain/src/a.ts',
      "import { b } from './b.ts';\nexport const a = b;\n",
    );
    expect(await lint('packages/domain/src/a.ts', a)).toEqual([
      'lobby/no-cycle: Import cycle: src/a.ts → src/b.ts → src/a.ts. Move what both sides need into a module of its own that imports neither.',
    ]);
  });

  it('follows re-exports and extensionless paths, and ignores type-only imports', async () => {
    file('packages/domain/src/d.ts', "export { c } from './c';\n");
    const c = file('packages/domain/src/c.ts', "export { d } from './d';\nexport const c = 1;\n");
    expect((await lint('packages/domain/src/c.ts', c))[0]).toMatch(
      /src\/c\.ts → src\/d\.ts → src\/c\.ts/,
    );
    file('packages/domain/src/f.ts', "import type { E } from './e.ts';\nexport type F = E;\n");
    const e = file(
      'packages/domain/src/e.ts',
      "import type { F } from './f.ts';\nexport type E = { f?: F };\n",
    );
    expect(await lint('packages/domain/src/e.ts', e)).toEqual([]);
  });

  it('refuses a package importing one that depends on it, but not through a dev dependency', async () => {
    const messages = await lint(
      'packages/ui/src/text.ts',
      "import { t } from '@lobby/i18n';\nexport const x = t;\n",
    );
    expect(messages).toEqual([
      "lobby/no-cycle: '@lobby/ui' imports '@lobby/i18n', which depends on '@lobby/ui': packages form no cycle.",
    ]);
    expect(
      await lint(
        'packages/ui/src/button.test.ts',
        "import { render } from '@lobby/test-kit';\nexport const x = render;\n",
      ),
    ).toEqual([]);
  });
});

describe('export * and file names', () => {
  it('refuses export *', async () => {
    const messages = await lint('packages/domain/src/index.ts', "export * from './money.ts';\n");
    expect(messages.some((m) => m.startsWith('no-restricted-syntax: No `export *`'))).toBe(true);
  });

  it('refuses a file name that is not kebab-case', async () => {
    const messages = await lint('packages/ui/src/BigButton.ts', 'export const x = 1;\n');
    expect(messages).toEqual(["lobby/filename-case: File name 'BigButton.ts' is not kebab-case."]);
  });

  it('accepts kebab-case names with dotted parts', async () => {
    expect(await lint('packages/ui/src/big-button.stories.ts', 'export const x = 1;\n')).toEqual(
      [],
    );
  });
});

describe('lobby/api-house', () => {
  it("refuses drizzle-orm and src/db/ in an area's routes.ts, naming the import", async () => {
    const messages = await lint(
      'apps/api/src/areas/wallet/routes.ts',
      "import { eq } from 'drizzle-orm';\nimport { members } from '../../db/schema/members.ts';\nimport type { Database } from '../../db/client.ts';\nexport const x = [eq, members];\nexport type D = Database;\n",
    );
    expect(messages).toHaveLength(3);
    for (const m of messages)
      expect(m).toMatch(/^lobby\/api-house: An area's routes.ts does not touch the database/);
    expect(messages[1]).toContain('../../db/schema/members.ts');
  });

  it('lets a routes.ts import its services, core and the http floor, and lets services query', async () => {
    expect(
      await lint(
        'apps/api/src/areas/wallet/routes.ts',
        "import { list } from './service.ts';\nimport { paging } from '../../core/lists/q-filters.ts';\nimport { bind } from '../../http/endpoints.ts';\nexport const x = [list, paging, bind];\n",
      ),
    ).toEqual([]);
    expect(
      await lint(
        'apps/api/src/areas/wallet/service.ts',
        "import { eq } from 'drizzle-orm';\nimport { members } from '../../db/schema/members.ts';\nexport const x = [eq, members];\n",
      ),
    ).toEqual([]);
  });

  it('refuses fastify, even its types, in services of an area, in core and in base', async () => {
    for (const file of [
      'apps/api/src/areas/wallet/service.ts',
      'apps/api/src/core/money/ledger.ts',
      'apps/api/src/base/errors.ts',
    ]) {
      const messages = await lint(
        file,
        "import type { FastifyRequest } from 'fastify';\nexport type R = FastifyRequest;\n",
      );
      expect(messages).toHaveLength(1);
      expect(messages[0]).toMatch(/^lobby\/api-house: Services know nothing of HTTP \('fastify'\)/);
    }
  });

  it('leaves bindings, the http floor, tests and other packages alone', async () => {
    const fastify = "import type { FastifyReply } from 'fastify';\nexport type R = FastifyReply;\n";
    expect(await lint('apps/api/src/areas/wallet/routes.ts', fastify)).toEqual([]);
    expect(await lint('apps/api/src/http/raw-reply.ts', fastify)).toEqual([]);
    expect(await lint('apps/api/src/core/money/race.test.ts', fastify)).toEqual([]);
    const drizzle = "import { eq } from 'drizzle-orm';\nexport const x = eq;\n";
    expect(await lint('apps/api/src/areas/wallet/routes.test.ts', drizzle)).toEqual([]);
    expect(await lint('apps/nexbet/src/areas/wallet/routes.ts', drizzle)).toEqual([]);
  });
});

describe('lobby/api-floors', () => {
  const upward = (messages) => messages.filter((m) => m.startsWith('lobby/api-floors:'));

  it('refuses each floor importing a higher one, types and dynamic imports included', async () => {
    const cases = [
      ['apps/api/src/db/client.ts', "import type { ApiError } from '../base/errors.ts';", 'base'],
      ['apps/api/src/base/brands.ts', "import type { Tx } from '../core/money/ledger.ts';", 'core'],
      [
        'apps/api/src/core/money/money-context.ts',
        "import { createDemoTransferProvider } from '../../demo/provider.ts';",
        'areas',
      ],
      [
        'apps/api/src/core/money/ledger.ts',
        "export { unreadCountsOf } from '../../areas/messages/service.ts';",
        'areas',
      ],
      [
        'apps/api/src/areas/wallet/service.ts',
        "export const load = () => import('../../http/balance-stream.ts');",
        'http',
      ],
      ['apps/api/src/areas/games/catalogue.ts', "import { bind } from './routes.ts';", 'http'],
      ['apps/api/src/http/keyed.ts', "import { buildApp } from '../app.ts';", 'top'],
      ['apps/api/src/core/context.ts', "import { seedMissing } from '../seed/seed.ts';", 'top'],
    ];
    for (const [file, code, floor] of cases) {
      const messages = upward(await lint(file, `${code}\nexport const x = 1;\n`));
      expect(messages, file).toHaveLength(1);
      expect(messages[0]).toContain(`is on the ${floor} floor`);
    }
  });

  it('lets a floor import its own floor and the ones below', async () => {
    const cases = [
      ['apps/api/src/base/brands.ts', "import { db } from '../db/client.ts';"],
      ['apps/api/src/core/money/ledger.ts', "import { ApiError } from '../../base/errors.ts';"],
      ['apps/api/src/core/money/ledger.ts', "import { clusterOf } from '../cluster/cluster.ts';"],
      ['apps/api/src/areas/games/service.ts', "import { post } from '../../core/money/ledger.ts';"],
      ['apps/api/src/areas/games/service.ts', "import { art } from '../../demo/pages.ts';"],
      ['apps/api/src/areas/games/routes.ts', "import { bind } from '../../http/endpoints.ts';"],
      ['apps/api/src/http/site.ts', "import { rule } from '../areas/config/blocked-regions.ts';"],
      ['apps/api/src/server.ts', "import { buildApp } from './app.ts';"],
      ['apps/api/src/ops/cli.ts', "import { createServer } from '../server.ts';"],
    ];
    for (const [file, code] of cases)
      expect(upward(await lint(file, `${code}\nexport const x = 1;\n`)), file).toEqual([]);
  });

  it('leaves tests and other packages alone', async () => {
    const code = "import { buildApp } from '../../app.ts';\nexport const x = buildApp;\n";
    expect(upward(await lint('apps/api/src/core/money/ledger.test.ts', code))).toEqual([]);
    expect(upward(await lint('apps/nexbet/src/core/money/ledger.ts', code))).toEqual([]);
  });
});
