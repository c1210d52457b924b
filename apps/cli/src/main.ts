/**
 * The process entry: real streams, Ctrl-C wired to the abort signal, the exit code set.
 * The first Ctrl-C lets a bulk run stop cleanly and report; a second one ends at once.
 */
import { homedir } from 'node:os';
import { processIo } from './io.ts';
import { run } from './program.ts';

// `siwes students list | head` closes the pipe early: that is the reader's choice, not an error.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
}

const controller = new AbortController();
process.on('SIGINT', () => {
  if (controller.signal.aborted) process.exit(130);
  process.stderr.write('\nStopping: waiting for the calls in flight (Ctrl-C again to quit now)...\n');
  controller.abort();
});

process.exitCode = await run(process.argv.slice(2), processIo(controller.signal, homedir()));
