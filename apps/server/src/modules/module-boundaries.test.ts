import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// What `npm run lint` enforces about server modules (docs/architecture.md, "Module boundaries").
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: repoRoot });
// ESLint and a child node process are slow to start on a busy machine.
const SLOW = 120_000;

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath: path.join(repoRoot, filePath) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('module boundaries in lint', () => {
  it(
    "refuses an import of another module's files, and allows its entry",
    async () => {
      expect(
        await boundaryErrors(
          'apps/server/src/modules/carts/probe.ts',
          "import { ordersRepository } from '../orders/orders.repository.js';",
        ),
      ).toEqual([expect.stringContaining('only through its entry')]);
      expect(await boundaryErrors('apps/server/src/modules/carts/probe.ts', "import { findOrder } from '../orders/index.js';")).toEqual([]);
      // Its own files are a module's own.
      expect(
        await boundaryErrors('apps/server/src/modules/carts/probe.ts', "import { cartsRepository } from './carts.repository.js';"),
      ).toEqual([]);
    },
    SLOW,
  );

  it(
    'lets tests, and only tests, use a testing entry',
    async () => {
      expect(
        await boundaryErrors('apps/server/src/modules/carts/probe.ts', "import { testProvider } from '../payments/testing.js';"),
      ).toHaveLength(1);
      expect(
        await boundaryErrors('apps/server/src/modules/carts/probe.test.ts', "import { testProvider } from '../payments/testing.js';"),
      ).toEqual([]);
      expect(
        await boundaryErrors('apps/server/src/test/probe.ts', "import { testProvider } from '../modules/payments/testing.js';"),
      ).toEqual([]);
    },
    SLOW,
  );

  it(
    'holds the rest of the server to the entries, the composition root included',
    async () => {
      expect(
        await boundaryErrors('apps/server/src/plugins/probe.ts', "import { x } from '../modules/orders/order-settlement.js';"),
      ).toHaveLength(1);
      expect(
        await boundaryErrors('apps/server/src/modules/sweeps-probe.ts', "import { x } from './orders/order-settlement.js';"),
      ).toHaveLength(1);
      expect(
        await boundaryErrors('apps/server/src/modules/sweeps-probe.ts', "import { x } from './orders/orders-public.routes.js';"),
      ).toHaveLength(1);
      // Routes come through the entries like everything else: no file is an exception.
      expect(
        await boundaryErrors('apps/server/src/modules/index.ts', "import { x } from './orders/orders-public.routes.js';"),
      ).toHaveLength(1);
      expect(await boundaryErrors('apps/server/src/modules/index.ts', "import { ordersPublicRoutes } from './orders/index.js';")).toEqual(
        [],
      );
      expect(await boundaryErrors('apps/server/src/plugins/probe.ts', "import { x } from '../modules/auth/auth.service.js';")).toHaveLength(
        1,
      );
      // The composition root too, and the files beside the modules come through modules/index.ts.
      expect(
        await boundaryErrors('apps/server/src/app-probe.ts', "import { x } from './modules/orders/order-settlement.js';"),
      ).toHaveLength(1);
      expect(await boundaryErrors('apps/server/src/app-probe.ts', "import { MODULE_SWEEPS } from './modules/sweeps.js';")).toHaveLength(1);
      expect(
        await boundaryErrors('apps/server/src/plugins/probe.ts', "import { fileBuilder } from '../modules/file-builder.js';"),
      ).toHaveLength(1);
      expect(await boundaryErrors('apps/server/src/app-probe.ts', "import { MODULE_SWEEPS } from './modules/index.js';")).toEqual([]);
    },
    SLOW,
  );
});

const run = promisify(execFile);

describe('import cycles in lint', () => {
  const fixtures: string[] = [];
  afterAll(() => fixtures.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  /** A throwaway server source folder with these files, checked by the lint script. */
  async function checkCycles(files: Record<string, string>) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-cycles-'));
    fixtures.push(dir);
    for (const [name, source] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), source);
    }
    try {
      await run(process.execPath, [path.join(repoRoot, 'scripts/check-import-cycles.mjs'), dir]);
      return { status: 0, stderr: '' };
    } catch (error) {
      const failed = error as { code?: number; stderr?: string };
      return { status: failed.code, stderr: failed.stderr ?? '' };
    }
  }

  it(
    'fails when two modules import each other, even through different files',
    async () => {
      const result = await checkCycles({
        'modules/orders/index.ts': "export { settle } from './settle.js';\n",
        'modules/orders/settle.ts': "import { provider } from '../payments/index.js';\nexport const settle = () => provider();\n",
        'modules/payments/index.ts': "export { provider } from './provider.js';\n",
        'modules/payments/provider.ts': 'export const provider = () => 1;\n',
        'modules/payments/webhooks.ts': "import { settle } from '../orders/index.js';\nexport const hook = () => settle();\n",
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('Server modules import each other in a circle: orders, payments');
    },
    SLOW,
  );

  it(
    'fails on a circle of files, and passes without one or when one side imports only types',
    async () => {
      const a = "import { b } from './b.js';\nexport type A = number;\nexport const a = b;\n";
      expect((await checkCycles({ 'lib/a.ts': a, 'lib/b.ts': "import { a } from './a.js';\nexport const b = a;\n" })).status).toBe(1);
      expect((await checkCycles({ 'lib/a.ts': a, 'lib/b.ts': 'export const b = 1;\n' })).status).toBe(0);
      expect((await checkCycles({ 'lib/a.ts': a, 'lib/b.ts': "import type { A } from './a.js';\nexport const b: A = 1;\n" })).status).toBe(
        0,
      );
    },
    SLOW,
  );
});
