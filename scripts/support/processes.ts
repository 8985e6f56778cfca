/** Processes as the scripts' tests see them (Linux). */
import { readFileSync } from 'node:fs';

/** Whether a process of this id exists (signal 0 reaches it): an ended process not yet reaped (a zombie) does. */
export function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether a process of this id exists and has not ended: a zombie, whose state in /proc is `Z`, has. */
export function processRunning(pid: number): boolean {
  if (!processExists(pid)) return false;
  try {
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    // Reaped between the two reads.
    return false;
  }
}
