import { copyFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, gunzip, gzip } from 'node:zlib';
import { listFiles } from './hash-directory';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const unbrotli = promisify(brotliDecompress);
const gunzipAsync = promisify(gunzip);
const COMPRESSIBLE = /\.(js|json|html|css|svg|txt)$/;

/** Whether `folder` holds `file` with exactly these bytes and both compressed copies of exactly them. */
async function sameFileCompressed(folder: string, file: string, content: Buffer): Promise<boolean> {
  const kept = await readFile(path.join(folder, file)).catch(() => null);
  if (!kept?.equals(content)) return false;
  const [br, gz] = await Promise.all(['.br', '.gz'].map((extension) => readFile(path.join(folder, `${file}${extension}`)).catch(() => null)));
  if (!br || !gz) return false;
  const [fromBr, fromGz] = await Promise.all([unbrotli(br).catch(() => null), gunzipAsync(gz).catch(() => null)]);
  return !!fromBr?.equals(content) && !!fromGz?.equals(content);
}

/**
 * Writes `.br` and `.gz` beside every text asset once, so the server never compresses them per
 * request. A file that an earlier release (`reuseFrom`, release folders of the same app) holds
 * with the same bytes takes that release's copies instead of being compressed again (brotli at
 * quality 11 is the slow part of a publish; chunk names carry their content hash, so most files of
 * a new release are in the last one). The release's integrity check verifies every copy either way.
 */
export async function precompress(dir: string, reuseFrom: readonly string[] = []): Promise<void> {
  for (const file of await listFiles(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const full = path.join(dir, file);
    const content = await readFile(full);
    if (content.length < 1024) continue;
    let reused = false;
    for (const folder of reuseFrom) {
      if (!(await sameFileCompressed(folder, file, content))) continue;
      await copyFile(path.join(folder, `${file}.br`), `${full}.br`);
      await copyFile(path.join(folder, `${file}.gz`), `${full}.gz`);
      reused = true;
      break;
    }
    if (reused) continue;
    await writeFile(`${full}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${full}.gz`, await gzipAsync(content, { level: 9 }));
  }
}
