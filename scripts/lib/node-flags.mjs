/**
 * Node flags the api runs with. `--liftoff-only`: PGlite's WebAssembly stays on V8's baseline compiler. Its
 * optimising tier compiled in the background for 10-20 s after each start, up to about 450 MB more resident
 * memory at the peak and about 60 MB for good, with no search measurably faster (issue 27). V8 reads it at
 * start only (v8.setFlagsFromString in the worker has no effect), so whatever starts the api passes it. Jest
 * runs with it too (checks.mjs): the api tests start PGlite many times. `--max-semi-space-size=4` (MB, every
 * thread of the process: V8 flags are process-wide): each thread's young generation grew to its default
 * ceiling under searches and kept it; at 50,000 offers the RSS after a minute of searches and writes went from
 * 418 to 366 MB, search p50 about the same (bench:busqueda, issue 27).
 */
export const apiNodeFlags = ['--liftoff-only', '--max-semi-space-size=4'];
