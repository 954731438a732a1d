/**
 * The wallet API as production runs it (issue 56 item 11): the server npm run build compiles to
 * dist-api/main.js, with its source map for stack traces. package.json's serve runs the same.
 */
export const apiServerArgs: readonly string[] = ['--enable-source-maps', 'dist-api/main.js'];
