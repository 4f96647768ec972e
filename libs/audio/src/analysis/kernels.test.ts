import { execFileSync } from 'node:child_process';
import path from 'node:path';

describe('the WebAssembly kernels', () => {
  it('ship as the assembly of their committed text', () => {
    const script = path.resolve(__dirname, '..', '..', 'scripts', 'assemble-kernels.mjs');
    expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});
