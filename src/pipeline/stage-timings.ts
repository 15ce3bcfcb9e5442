/** The time of each stage of a build, in milliseconds, for `build --json` and dev's terminal line. */
export function stageTimings(): { timings: Record<string, number>; lap(name: string): void } {
  const timings: Record<string, number> = {};
  let mark = performance.now();
  return {
    timings,
    /** Records the time since the previous lap (or the start) under `name`. */
    lap(name: string) {
      const now = performance.now();
      timings[name] = Math.round(now - mark);
      mark = now;
    },
  };
}
