// Lint rules for the whole repository: strict TypeScript, React hooks, and the one-way import
// graph of CONVENTIONS.md (contract → data → features → routes/app; features never import each other).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import i18next from 'eslint-plugin-i18next';

/** Every folder under src/features is a zone of its own: a new feature is fenced in by existing. */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((f) => ({
  target: `./src/features/${f}`,
  from: './src/features',
  except: [`./${f}`],
  message: 'Features do not import each other; move shared code to src/ui or src/data.',
}));

/**
 * The server's slices (server/slices/<slice>, issue 47): a slice imports no other slice's routes, and
 * its `policy.ts` imports no handler or route (only other policies and infrastructure). Only the
 * slices' lists (api.ts, intents.ts, readers.ts) gather every slice.
 */
const root = new URL('.', import.meta.url).pathname.replace(/\/$/, '');
const slices = readdirSync(new URL('./server/slices', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const routeFiles = [`${root}/server/slices/*/routes.ts`, `${root}/server/slices/*/routes/**`];
const sliceZones = [
  ...slices.map((s) => ({
    target: `./server/slices/${s}`,
    from: routeFiles,
    except: [`${root}/server/slices/${s}/**`],
    message: 'A slice does not import another slice\'s routes: share the service or the policy, mount routes in server/slices/api.ts.',
  })),
  {
    target: ['./server/slices/intents.ts', './server/slices/intents-many.ts', './server/slices/readers.ts', './server/slices/staff-readers.ts'],
    from: routeFiles,
    message: 'The intent and reader lists name handlers and readers, never routes.',
  },
  {
    target: `${root}/server/slices/*/policy.ts`,
    from: [`${root}/server/slices/**`],
    except: [`${root}/server/slices/*/policy.ts`],
    message: 'A slice\'s policy imports no handler, reader or route: only other policies and infrastructure (auth/policy.ts, db/).',
  },
];

/** dexie-react-hooks' `useLiveQuery` renders each result in one task (a plain update). */
const liveQueryFromDexie = {
  name: 'dexie-react-hooks',
  importNames: ['useLiveQuery'],
  message: "Use useLiveQuery from @/data/live-query: it applies results in a transition (issue 55 item 8, docs/PERFORMANCE.md '2026-12-04 (morning)').",
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'data', 'test-results', 'src/routeTree.gen.ts', 'server/db/migrations', 'server/packages/runtime/h5p-standalone'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', {
        zones: [
          { target: './contract', from: ['./src', './server', './sw'], message: 'contract/ depends on nothing but zod.' },
          { target: './src/data', from: ['./src/features', './src/routes', './src/app'], message: 'data/ sits below features and routes.' },
          { target: './src/features', from: ['./src/routes', './src/app'], message: 'features/ sit below routes and app/ (settings come through src/data, the user through the session).' },
          { target: './src', from: './server', message: 'The PWA never imports server code.' },
          { target: './server', from: ['./src', './sw'], message: 'The server never imports PWA code.' },
          {
            target: './src/data/sync',
            from: ['./src/features', './src/routes', './src/app', './src/ui', './src/data'],
            except: ['./sync', './db.ts', './api-client.ts', './device-storage.ts', './event-stream.ts', './settings.ts'],
            message: 'The sync engine knows no table or feature by name: a table writes its pulled rows through a hook (src/data/table-hooks.ts), an intent through its declaration (src/app/intents.ts).',
          },
          { target: './src/i18n', from: ['./src/features', './src/routes', './src/app', './src/ui', './src/data'], message: 'i18n/ sits below the whole PWA: it imports only contract/.' },
          { target: './src/ui', from: ['./src/features', './src/routes', './src/app'], message: 'ui/ holds pieces shared by features: it imports no feature, route or app code.' },
          // The server's layers (issue 47): infrastructure sits below the slices; what it needs of a slice is
          // handed in by the routes (deps). The sync engine reaches the slices only through their two lists.
          {
            target: ['./server/ai', './server/auth', './server/http', './server/db', './server/live', './server/media', './server/lti', './server/packages', './server/openapi'],
            from: './server/slices',
            message: 'Infrastructure (ai, auth, http, db, live, media, the LTI protocol, packages, openapi) imports no slice: the routes hand in what it needs (e.g. resolveCaller, answerStore, openableCourseIds).',
          },
          {
            target: './server/sync',
            from: './server/slices',
            except: ['./intents.ts', './intents-many.ts', './readers.ts'],
            message: 'The sync engine knows no slice: it applies intents through server/slices/intents.ts and reads tables through server/slices/readers.ts.',
          },
          {
            target: ['./server/slices', './server/sync', './server/ai', './server/auth', './server/http', './server/db', './server/live', './server/media', './server/lti', './server/packages'],
            from: ['./server/app.ts', './server/index.ts', './server/seed'],
            message: 'The app and the seed sit on top: slices and infrastructure never import them.',
          },
          ...sliceZones,
          ...featureZones,
        ],
      }],
    },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
  },
  {
    // One source for the current user: features read it from src/data/signed-in-user.ts (fed by
    // the session actor); only the session machine itself reads what localStorage holds.
    files: ['src/features/**/*.{ts,tsx}'],
    ignores: ['src/features/auth/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{
        name: '@/data/session-storage',
        importNames: ['readStoredUser'],
        message: 'Read the signed-in user from @/data/signed-in-user (the session actor), not from localStorage.',
      }, liveQueryFromDexie] }],
    },
  },
  {
    // The rest of the app: live reads go through src/data/live-query.ts (results in a transition).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/features/**', 'src/data/live-query.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [liveQueryFromDexie] }] },
  },
  {
    // Issue 52: every text a person reads comes from the catalogues (src/i18n/catalogues). A JSX text
    // or a label, title, placeholder, description or accessible name written as a literal fails,
    // in every .tsx of the app.
    files: ['src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', {
        mode: 'jsx-only',
        'jsx-attributes': { include: ['^(label|title|placeholder|description|alt|error|aria-label|aria-description)$'] },
        callees: { exclude: ['i18n(ext)?', 't', 'require', 'getInputProps', 'key', 'navigate', 'useMediaQuery', 'querySelector', 'getElementById', 'includes', 'startsWith', 'endsWith'] },
        words: { exclude: ['[0-9!-/:-@[-`{-~\\s·×→←…]+', '^[A-Z_-]+$'] },
      }],
    },
  },
);
