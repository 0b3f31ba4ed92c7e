/**
 * Formats generated TypeScript with the repository's Prettier settings, synchronously, so that
 * every generator writes exactly what `prettier --check` accepts and reruns are byte for byte equal.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');

export function formatTypeScript(source: string, file = 'src/data/generated.ts'): string {
  return execFileSync(
    process.execPath,
    [require.resolve('prettier/bin/prettier.cjs'), '--stdin-filepath', path.join(ROOT, file)],
    {input: source, encoding: 'utf8', cwd: ROOT, maxBuffer: 64e6},
  );
}
