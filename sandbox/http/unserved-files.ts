/**
 * Files of the build that are for the operator, never for a browser (issue 56 item 7): source maps
 * (the whole source of the portal; kept on disk to read a failure's stack), the web server's own
 * includes and the build's manifests. The sandbox's server leaves them out, and nginx answers 404
 * for them (scripts/nginx-includes.ts writes this same pattern).
 */
export const unservedFilePattern = /(\.map$|^\/deploy\/|^\/\.vite\/|^\/inline-styles\.json$|^\/pages\/pages\.json$)/;
