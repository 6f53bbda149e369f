import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const codegenBin = join(root, 'node_modules/@graphql-codegen/cli/cjs/bin.js');
const scratch = mkdtempSync(join(tmpdir(), 'ola-codegen-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The CLI exactly as `npm run codegen` runs it, in --check mode: nothing is written. */
function codegenCheck(configPath: string) {
  const run = spawnSync(process.execPath, [codegenBin, '--config', configPath, '--check'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('generated GraphQL types', () => {
  it('match the committed SDL (run `npm run codegen` after changing a schema file)', () => {
    const { status, output } = codegenCheck('codegen.ts');
    expect(output).not.toContain('stale');
    expect(status).toBe(0);
  });

  it('are reported stale when the SDL changes without regenerating', () => {
    const extraSdl = join(scratch, 'added.graphql');
    writeFileSync(extraSdl, 'extend type Query { addedWithoutRegenerating: String }\n');
    const changedConfig = join(scratch, 'codegen.changed.ts');
    writeFileSync(
      changedConfig,
      `import base from ${JSON.stringify(join(root, 'codegen.ts'))};\n` +
        `export default { ...base, schema: [base.schema, ${JSON.stringify(extraSdl)}] };\n`,
    );
    const { status, output } = codegenCheck(changedConfig);
    expect(status).not.toBe(0);
    expect(output).toContain('server/graphql/generated/resolvers.ts');
  });
});
