// A server's worker threads (searches, PGlite, page renders, PDFs) do work that can wait a few milliseconds;
// its main thread answers every request, /health among them. On a machine with fewer cores than busy
// threads, the OS gave them equal turns, and a /health arriving while they all ran waited for one (issue 27:
// /health p99 30 ms with 10 searches in flight, p50 2.5 ms). A thread that calls this steps down in the
// scheduler (nice 10): it still gets every core nobody else wants, but the main thread goes first.
import { readlinkSync } from 'node:fs';
import { access } from 'node:fs/promises';
import { setPriority } from 'node:os';
import { isMainThread } from 'node:worker_threads';

export const NICE_SEGUNDO_PLANO = 10;

/** Lowers the calling worker thread alone (Linux: one thread's nice); elsewhere, or on the main thread, nothing. */
export async function pasarASegundoPlano(): Promise<void> {
  if (isMainThread || process.platform !== 'linux') return;
  try {
    // The process's libuv threads (every thread's file, crypto and zlib work) start on the first such call and
    // take the nice of the thread that made it: they must start before this one steps down, or the main
    // thread's own file work would wait behind everything.
    await access('/proc/thread-self');
    // /proc/thread-self → <pid>/task/<tid>: the kernel's id of this thread, which setpriority takes on Linux.
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), NICE_SEGUNDO_PLANO);
  } catch {
    // A container without /proc, or a policy refusing it: the thread keeps its priority, nothing else changes.
  }
}
