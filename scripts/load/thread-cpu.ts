/**
 * CPU time of the server's threads from /proc (Linux), grouped the way the run needs them: the
 * API thread (its id is the process id), the other threads at the normal priority (the database
 * thread, libuv's pool, V8's helpers) and the lowered ones (image work at WORKER_NICE). Unlike the
 * event-loop utilisation, which counts wall time and so grows when other programs take the cores,
 * this is time actually spent on a CPU: it compares across runs on a shared machine.
 */
import { readdirSync, readFileSync } from 'node:fs';

export interface ThreadCpu {
  apiThread: number;
  otherNormal: number;
  lowered: number;
}

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on every Linux this runs on

/** Seconds of CPU per group; null where /proc is not there. */
export function threadCpu(pid: number): ThreadCpu | null {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return null;
  }
  const totals: ThreadCpu = { apiThread: 0, otherNormal: 0, lowered: 0 };
  for (const tid of tasks) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch {
      continue; // the thread ended meanwhile
    }
    // Fields after the command name (which may hold spaces): state is field 3, so utime (14),
    // stime (15) and nice (19) are at 11, 12 and 16 here.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    if (Number(tid) === pid) totals.apiThread += seconds;
    else if (Number(fields[16]) > 0) totals.lowered += seconds;
    else totals.otherNormal += seconds;
  }
  return totals;
}

/** The CPU spent between two readings (threads that ended meanwhile are lost from `after`). */
export function cpuSpent(before: ThreadCpu, after: ThreadCpu): ThreadCpu {
  return {
    apiThread: after.apiThread - before.apiThread,
    otherNormal: Math.max(0, after.otherNormal - before.otherNormal),
    lowered: Math.max(0, after.lowered - before.lowered),
  };
}
