'use strict';

/**
 * Runs a script's `main` (resolving to its exit code) and exits with that code; a failure is one
 * line on stderr (`✗ message`) and exit code 1, never a stack.
 */
function exitWith(main) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      process.stderr.write(`✗ ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}

module.exports = { exitWith };
