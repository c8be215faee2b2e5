/**
 * Runs a script's `main`: its resolved number becomes the exit code (the process still ends on
 * its own, after open handles close), and a thrown error is printed with the script's name and
 * exits 1 at once (a browser or server it left open must not keep the step alive).
 */
export function runMain(name: string, main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(new Error(`${name} failed`, { cause: error }));
      process.exit(1);
    },
  );
}
