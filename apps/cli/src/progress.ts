/**
 * A progress bar on stderr, drawn only when stderr is a terminal (and not --quiet):
 * pipes and log files get the summary alone.
 */
import type { OutputStream } from './io.ts';

export interface ProgressCounts {
  done: number;
  total: number;
  detail: string;
}

const WIDTH = 24;
const REDRAW_MS = 80;

export class ProgressBar {
  private readonly stream: OutputStream;
  private readonly enabled: boolean;
  private lastDraw = 0;
  private drawn = false;

  constructor(stream: OutputStream, enabled: boolean) {
    this.stream = stream;
    this.enabled = enabled && stream.isTTY === true;
  }

  update(counts: ProgressCounts, force = false): void {
    if (!this.enabled) return;
    const now = Date.now();
    if (!force && now - this.lastDraw < REDRAW_MS && counts.done < counts.total) return;
    this.lastDraw = now;
    const ratio = counts.total === 0 ? 1 : counts.done / counts.total;
    const filled = Math.round(ratio * WIDTH);
    const bar = `${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}`;
    const text = `[${bar}] ${counts.done}/${counts.total} ${counts.detail}`;
    // A pseudo-terminal may report 0 columns: fall back to a usual width.
    const columns = this.stream.columns || 80;
    this.stream.write(`\r${text.slice(0, Math.max(columns - 1, 10))}\u001b[K`);
    this.drawn = true;
  }

  /** Clears the bar so the summary starts on a clean line. */
  clear(): void {
    if (this.enabled && this.drawn) this.stream.write('\r\u001b[K');
    this.drawn = false;
  }
}
