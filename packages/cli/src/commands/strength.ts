import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The bots' strength tables (docs/BOTS.md): runs the tool of @airlock/bots in a child process with the
 * arguments as given. It has its own options (`airlock strength --help`) and runs its games on worker
 * threads, so it is not parsed here; its output and exit code pass straight through.
 */
export function runStrength(args: string[]): Promise<number> {
  const tool = fileURLToPath(import.meta.resolve('@airlock/bots/strength'));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tool, ...args], { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
