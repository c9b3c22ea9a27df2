import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { BEGIN, commitOf, END, writeBetweenMarkers } from '../src/commands/bench-markdown.ts';

describe('airlock bench --markdown --write', () => {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-bench-md-'));

  test('replaces only the generated part between the markers, again and again', () => {
    const file = join(dir, 'perf.md');
    writeFileSync(file, `# Title\n\nby hand before\n\n${BEGIN}\nold table\n${END}\n\nby hand after\n`);
    writeBetweenMarkers(file, '| a |\n|---|\n| 1 |');
    writeBetweenMarkers(file, '| a |\n|---|\n| 2 |');
    assert.equal(
      readFileSync(file, 'utf8'),
      `# Title\n\nby hand before\n\n${BEGIN}\n| a |\n|---|\n| 2 |\n${END}\n\nby hand after\n`,
    );
  });

  test('refuses a file without both markers in order, and leaves it as it was', () => {
    for (const text of ['no markers', `${END}\n${BEGIN}\n`, `${BEGIN}\n${BEGIN}\n${END}\n`]) {
      const file = join(dir, 'bad.md');
      writeFileSync(file, text);
      assert.throws(() => writeBetweenMarkers(file, 'table'), /needs the lines/);
      assert.equal(readFileSync(file, 'utf8'), text);
    }
  });

  test('names the commit measured (a short hash, marked when the tree has changes)', () => {
    assert.match(commitOf(), /^[0-9a-f]{7,}( \+ uncommitted changes)?$/);
  });
});
