// Build of the PWA: React, file-based routes split per route, the injectManifest service worker,
// and precompressed (brotli, gzip) copies of the assets.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';
import { chunkGraph } from './scripts/chunk-graph-plugin';
import { compileHint } from './scripts/compile-hint-plugin';
import { syncedStoresDefine } from './scripts/synced-stores';

/** The Dexie stores of the synced tables, from their declarations (scripts/synced-stores.ts). */
const syncedStores = await syncedStoresDefine();

/** Small Mantine components (with their CSS) that the signed-in layout and the dashboard share with other screens. */
const UI_BASICS = ['Group', 'Anchor', 'Title', 'Paper', 'Card', 'Badge', 'VisuallyHidden', 'Progress', 'List', 'ActionIcon'].join('|');
const uiBasics = new RegExp(
  `/node_modules/(@mantine/core/(esm/(components/(${UI_BASICS})/|core/(utils/create-safe-context|MantineProvider/color-functions/get-auto-contrast-value|styles-api/use-resolved-styles-api)/)|styles/(${UI_BASICS})\\.css)|@mantine/hooks/esm/use-disclosure/|@tabler/icons-react/dist/esm/(createReactComponent|defaultAttributes)\\.mjs)`,
);

export default defineConfig({
  // The Dexie stores of the synced tables, from their declarations (scripts/synced-stores.ts).
  define: syncedStores,
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
    },
  },
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      // The page registers the worker itself with workbox-window after first paint.
      injectRegister: false,
      injectManifest: {
        // .mjs: pdf.js's worker (imported with ?url), so PDF lessons of a downloaded course open offline.
        globPatterns: ['**/*.{js,mjs,css,html,woff2,png,svg,webmanifest}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        // Firestore (AI chat's optional live source) is fetched only where a deployment configures it.
        globIgnores: ['**/firestore-day-document-*.js'],
      },
      manifest: {
        name: 'Learning Platform',
        short_name: 'Learning',
        description: 'Courses, quizzes and flashcards that keep working offline.',
        theme_color: '#072058',
        background_color: '#F9F9F9',
        display: 'standalone',
        start_url: '/dashboard',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    // Brotli and gzip copies of every text asset next to it; the server sends the one the browser
    // accepts (server/http/static-files.ts, serveStatic `precompressed`).
    // dist/.vite/chunk-graph.json, read by the first-load check (tests/build/first-load.test.ts).
    chunkGraph(fileURLToPath(new URL('.', import.meta.url))),
    // V8 compiles the entry chunk's functions while it streams in (scripts/compile-hint-plugin.ts).
    compileHint(),
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|mjs|css|html|svg|webmanifest|json)$/, exclude: /\.vite\//, threshold: 1024 }),
  ],
  build: {
    target: 'es2022',
    // Fonts stay files, however small (the language chooser's cut faces are 2–4 KB): a data URL would
    // put them in the prerendered /login document and in every stylesheet that declares them.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes into one chunk. Left alone, Rolldown splits
        // it into some 40 small chunks, because lazy route chunks share those modules. Every first
        // load fetches all of them anyway, and gzip loses about 13 KB over the separate files.
        // The local database, the page sync and the outbox's reads and writes (with what they import)
        // make one chunk: the dashboard loads them all right after its paint anyway, and as some 25
        // small chunks each cost the main thread a request and a compile (docs/PERFORMANCE.md,
        // "2026-11-28 (late morning)"). The quizzes' attempts are in it (the grade notice reads them
        // on every signed-in load). Every feature's write intents make a chunk of their own, loaded
        // when a refusal must be undone or by the screens that write (docs/PERFORMANCE.md, issue 52).
        // The signed-in layout, the dashboard route and the dashboard's after-paint parts (with the
        // small Mantine components they share with other screens, in `ui-basics`) make four more:
        // /dashboard loaded them as some 30 files of under 2 KB, each a request the main thread
        // starts (docs/PERFORMANCE.md, "2026-11-28 (afternoon)"). `ui-basics` comes first so that
        // screens using a Card or a Badge do not import the dashboard's chunks for them.
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'] },
            { name: 'device-data', test: /\/src\/(data\/(live-query|sync\/page-sync|sync\/writes|drafts|preferences|notifications|card-schedule-rows|rows-with-any-of)|features\/quizzes\/data\/attempts)\.ts$/ },
            // The flashcard scheduler and the writes of the kept schedule (issue 55 item 4): the reviews'
            // pull hook needs them after paint, the dashboard's due counts never (they read the rows).
            { name: 'card-schedules', test: /\/(src\/data\/card-schedules|contract\/flashcard-schedule)\.ts$|\/node_modules\/ts-fsrs\// },
            { name: 'intents', test: /\/src\/app\/intents\.ts$/ },
            { name: 'ui-basics', test: uiBasics },
            { name: 'signed-in-layout', test: /\/src\/routes\/_auth\.tsx(\?.*)?$/ },
            { name: 'dashboard', test: /\/src\/routes\/_auth\/dashboard\.tsx(\?.*)?$/ },
            {
              name: 'dashboard-parts',
              test: /\/src\/features\/(courses\/components\/dashboard-courses|practice\/components\/due-flashcards|quizzes\/components\/open-quizzes|sync-status\/components\/sync-(status|badge))\.tsx$/,
            },
            // Firebase's app and Auth with the module that creates them, and the grade notice with its
            // toast: 6 files on every signed-in load, now 2.
            { name: 'firebase-auth', test: /\/src\/features\/auth\/firebase-auth\.ts$/ },
            { name: 'quiz-graded-notifier', test: /\/src\/features\/quizzes\/components\/quiz-graded-notifier\.tsx$/ },
            // /login's takeover loaded its route as 19 files of 0.1–5.6 KB, six at a time on a phone's
            // connections, each a slow-4G round trip: the last arrived 3 s after the entry asked for
            // them (docs/PERFORMANCE.md, "2026-12-03 (late): /login"). The public auth screens' own
            // code, and the form inputs they share with other screens, make two chunks; last in this list,
            // so the groups above keep their modules (a group takes the modules its own import), and the
            // current user's module stays alone (the entry imports it on every signed-in start).
            // use-merged-ref stays a file of its own: the toasts (on every signed-in load) import it.
            { name: 'current-user', test: /\/src\/data\/current-user\.ts$/ },
            { name: 'use-merged-ref', test: /\/node_modules\/@mantine\/hooks\/esm\/use-merged-ref\// },
            {
              name: 'form-inputs',
              test: /\/node_modules\/@mantine\/(core\/esm\/(components\/(Input|InputBase|TextInput|Divider|SegmentedControl|FloatingIndicator)\/|core\/utils\/(get-env|primitive)\/|components\/ScrollArea\/utils\/to-int)|hooks\/esm\/(use-uncontrolled|use-shallow-effect|use-mounted|utils\/shallow-equal)\/)/,
            },
            {
              name: 'auth-screens',
              test: /(\/src\/routes\/login\.tsx\?tsr-split|\/src\/features\/auth\/(components\/(login-screen|provider-buttons|auth-card|form-error|language-chooser)\.tsx|data\/account\.ts|auth-errors\.ts|use-complete-sign-in\.ts|messages\/en\.ts)$|\/node_modules\/(@mantine\/form\/esm\/|@mantine\/core\/esm\/components\/PasswordInput\/|@tabler\/icons-react\/dist\/esm\/icons\/IconBrand(Apple|Google)\.mjs))/,
            },
          ],
        },
      },
    },
  },
});
