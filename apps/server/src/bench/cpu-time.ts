// CPU time of processes as Linux counts it (/proc/<pid>/stat: user + system, in clock ticks),
// so a bench can say which process the machine's cores went to during a phase: the server
// processes, PostgreSQL's backends or the bench's own buyers.
import fs from 'node:fs';
import path from 'node:path';

/** Linux's USER_HZ: /proc reports times in hundredths of a second on every common build. */
const TICKS_PER_SECOND = 100;

interface ProcessTimes {
  parent: number;
  /** This process's own CPU seconds (all its threads). */
  seconds: number;
  /** CPU seconds of its children that have ended and been waited for. */
  endedChildrenSeconds: number;
}

const timesOf = (pid: number, thread?: number): ProcessTimes | null => {
  try {
    const stat = fs.readFileSync(thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const tick = (index: number) => Number(fields[index - 3]) / TICKS_PER_SECOND;
    return { parent: Number(fields[1]), seconds: tick(14) + tick(15), endedChildrenSeconds: tick(16) + tick(17) };
  } catch {
    return null;
  }
};

/** CPU seconds used so far by these processes, null where /proc cannot say (not Linux). */
export const cpuSecondsOf = (pids: readonly number[]): number | null => {
  let total = 0;
  for (const pid of pids) {
    const times = timesOf(pid);
    if (!times) return null;
    total += times.seconds;
  }
  return total;
};

/** CPU seconds used so far by the main threads of these processes (a Node process's event loop), null where /proc cannot say. */
export const mainThreadCpuSecondsOf = (pids: readonly number[]): number | null => {
  let total = 0;
  for (const pid of pids) {
    const times = timesOf(pid, pid);
    if (!times) return null;
    total += times.seconds;
  }
  return total;
};

/**
 * CPU seconds used so far by a PostgreSQL server: its postmaster, every live backend and
 * background process, and those that have ended (counted into the postmaster's children).
 */
export const postgresCpuSeconds = (dataDirectory: string): number | null => {
  let postmaster: number;
  try {
    postmaster = Number(fs.readFileSync(path.join(dataDirectory, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
  const own = timesOf(postmaster);
  if (!own) return null;
  let total = own.seconds + own.endedChildrenSeconds;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const times = timesOf(Number(entry));
    if (times?.parent === postmaster) total += times.seconds;
  }
  return total;
};
