/**
 * Progress of a long simulation on standard error: a bar redrawn in place on a terminal, a plain line
 * every ten seconds otherwise (a batch job's log). Standard output keeps only the results.
 */
export interface Progress {
  update(done: number): void;
  finish(): void;
}

export function progressOn(
  stream: NodeJS.WriteStream | { write(s: string): unknown; isTTY?: boolean },
  total: number,
  label: string,
): Progress {
  const tty = stream.isTTY === true;
  const t0 = performance.now();
  // The first plain line comes after ten seconds; a terminal's bar shows at once.
  let last = tty ? 0 : t0;
  let shown = false;
  const text = (done: number): string => {
    const s = (performance.now() - t0) / 1000;
    const rate = s > 0 ? done / s : 0;
    const eta = rate > 0 ? Math.ceil((total - done) / rate) : 0;
    const width = 24;
    const filled = total > 0 ? Math.round((done / total) * width) : width;
    const bar = tty ? `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ` : '';
    const pct = total > 0 ? ((done / total) * 100).toFixed(1) : '100.0';
    return `${label}: ${bar}${done.toLocaleString('en-US')}/${total.toLocaleString('en-US')} games (${pct}%), ${rate.toFixed(1)} games/s, ${eta} s left`;
  };
  return {
    update(done) {
      const now = performance.now();
      if (now - last < (tty ? 200 : 10_000) && done < total) return;
      last = now;
      shown = true;
      stream.write(tty ? `\r${text(done)}\u001b[K` : `${text(done)}\n`);
    },
    finish() {
      if (shown && tty) stream.write('\n');
    },
  };
}
