/**
 * Class names that the built HTML carries for the build steps to find, shared by the browser code
 * that writes them and the scripts that read them.
 */

/**
 * The class a live code block has before its playground loads (src/theme/CodeBlock). The
 * Content-Security-Policy allows eval only on pages whose HTML has it (scripts/build/csp/build.ts):
 * react-live compiles the reader's code with `new Function`.
 */
export const LIVE_CODEBLOCK_MARKER = 'clouder-live-codeblock';
