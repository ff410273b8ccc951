/**
 * A build plugin that puts V8's explicit compile hint, `//# allFunctionsCalledOnLoad`, on the first
 * line of the page's entry chunk (Chromium 136+; other engines read a comment). The entry (React,
 * Mantine, the router, the app's shell) runs nearly all of its functions on every load, so V8 may
 * as well compile them while the file streams in, on a background thread, rather than one at a
 * time on the main thread when each is first called (docs/PERFORMANCE.md, "2026-11-28 (evening)").
 *
 * The minifier drops comments, and Vite puts its preload map (`__vite__mapDeps`) above everything
 * after it, so the line is added last, in `generateBundle`; the brotli and gzip copies that
 * vite-plugin-compression2 made of the chunk before then are made again.
 * The file name's hash was computed before the line was added; that is fine, as every build adds
 * the same line.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function compileHint(): Plugin {
  return {
    name: 'compile-hint',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.isEntry || output.code.startsWith(COMPILE_HINT)) continue;
          output.code = `${COMPILE_HINT}\n${output.code}`;
          const copies: Array<[string, (code: string) => Buffer]> = [
            ['.br', (code) => brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } })],
            ['.gz', (code) => gzipSync(code, { level: constants.Z_BEST_COMPRESSION })],
          ];
          for (const [suffix, compress] of copies) {
            const copy = bundle[output.fileName + suffix];
            if (copy?.type === 'asset') copy.source = compress(output.code);
          }
        }
      },
    },
  };
}
