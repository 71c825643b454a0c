import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT_DIR } from './environment';

const VARIANT_CONFIG = path.join(ROOT_DIR, 'e2e/fixtures/mf-master-variant/rspack.config.ts');

/** Builds mf-master with one more declared screen (Bank Codes) and a Home page panel into a folder of its own; remove it when done. */
export function buildMasterVariant(): string {
  const out = mkdtempSync(path.join(tmpdir(), 'mf-master-variant-'));
  const result = spawnSync('npx', ['rspack', 'build', '--config', VARIANT_CONFIG, '--mode', 'production'], {
    cwd: path.join(ROOT_DIR, 'mf-master'),
    env: { ...process.env, VARIANT_OUT: out },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`the variant of mf-master did not build:\n${result.stdout}\n${result.stderr}`);
  return out;
}
