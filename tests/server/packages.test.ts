/**
 * SCORM/H5P packages (issue 51): uploaded with tus, then validated and stored by POST /api/packages.
 * Each refusal answers 4xx naming the problem and stores nothing; accepted files are served from
 * the capability path with a CSP of their own.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, defaultLimits } from '../../server/app';
import { createTokenVerifier } from '../../server/auth/token-verifier';
import { selectRows } from '../../server/db/rows';
import { MEDIA_DIR } from '../../server/media-dir';
import { createMediaUploads } from '../../server/media/uploads';
import type { PackageSummary } from '../../contract/packages';
import { h5pPackage, scorm12Files, scorm12Package, scorm2004Package } from '../support/test-packages';
import { writeZip } from '../support/zip-writer';
import type { EditorOutline } from '../../contract/course-editor';
import { packageMediaUrl, readPackageLessonContent } from '../../contract/packages';
import { pull, push } from './support/sync';
import { H5P_RUNTIME_URLS } from '../../server/packages/h5p-runtime';
import { RUNTIME_URLS } from '../../server/packages/runtime-files';
import { authHeaders, createTestServer, signIn, type TestServer } from './support/test-server';

let server: TestServer;
let smallApp: ReturnType<typeof createApp>;
const tokens: Record<string, string> = {};
const COURSE = 'c5-spreadsheets';
const [DEVICE_A, DEVICE_B, DEVICE_C] = [randomUUID(), randomUUID(), randomUUID()];

beforeAll(async () => {
  server = await createTestServer();
  for (const email of ['learner@demo.test', 'teacher@demo.test']) tokens[email] = await signIn(email);
  const env = { ...server.env, PACKAGE_MAX_BYTES: 20_000, PACKAGE_MAX_UNPACKED_BYTES: 100_000, PACKAGE_MAX_FILES: 20 };
  smallApp = createApp({
    db: server.db, env, logger: pino({ level: 'silent' }), live: server.live, mediaDir: MEDIA_DIR,
    verifier: createTokenVerifier({ projectId: env.FIREBASE_PROJECT_ID, emulator: true }),
    limits: { ...defaultLimits, callerCacheMs: 0 }, uploads: createMediaUploads(env),
  });
});
afterAll(() => server?.close());

const b64 = (text: string) => Buffer.from(text).toString('base64');

/** Uploads `bytes` as `filename` with tus (create, then one PATCH) and answers the stored name. */
async function upload(bytes: Buffer, filename: string, email = 'teacher@demo.test'): Promise<string> {
  const { 'content-type': _json, ...auth } = authHeaders(tokens[email]!);
  const headers = { ...auth, 'tus-resumable': '1.0.0' };
  const created = await server.app.request('/api/uploads', {
    method: 'POST',
    headers: { ...headers, 'upload-length': String(bytes.length), 'upload-metadata': `filename ${b64(filename)},filetype ${b64('application/zip')},courseId ${b64(COURSE)}` },
  });
  expect(created.status).toBe(201);
  const location = created.headers.get('location')!;
  const sent = await server.app.request(location, { method: 'PATCH', headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, body: new Uint8Array(bytes) });
  expect(sent.status).toBe(204);
  return location.split('/').pop()!;
}

const accept = (name: string, app = server.app, email = 'teacher@demo.test') =>
  app.request('/api/packages', { method: 'POST', headers: authHeaders(tokens[email]!), body: JSON.stringify({ courseId: COURSE, upload: name }) });

const stored = async () => {
  const [row] = await selectRows<{ packages: number; files: number }>(server.db, sql`
    select (select count(*)::int from course_packages) as packages, (select count(*)::int from course_package_files) as files`);
  return row!;
};

interface RefusalBody {
  detail: string;
  code?: string;
  params?: Record<string, string | number>;
}

/** Uploads and submits `zip`; expects a refusal of `status` whose detail matches `reason`, with nothing stored. */
async function expectRefused(zip: Buffer, filename: string, status: number, reason: RegExp, app = server.app): Promise<RefusalBody> {
  const before = await stored();
  const res = await accept(await upload(zip, filename), app);
  const body = (await res.json()) as RefusalBody;
  expect({ status: res.status, detail: body.detail }).toEqual({ status, detail: expect.stringMatching(reason) });
  expect(await stored()).toEqual(before);
  return body;
}

describe('package upload and validation', () => {
  it('stores a SCORM 1.2 package and serves its files from the capability path with their own CSP', async () => {
    const res = await accept(await upload(scorm12Package(), 'safety.zip'));
    expect(res.status).toBe(201);
    const pkg = (await res.json()) as PackageSummary;
    expect(pkg).toMatchObject({ kind: 'scorm12', title: 'Safety basics', fileCount: 3, items: [{ identifier: 'item1', title: 'Safety basics lesson', href: 'index.html' }] });
    const file = await server.app.request(`${pkg.contentBase}index.html`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/html/);
    expect(file.headers.get('content-security-policy')).toContain("connect-src 'self'");
    expect(file.headers.get('x-frame-options')).toBeNull();
    expect(await file.text()).toContain('Safety basics');
    expect((await server.app.request(`${pkg.contentBase}nothing.html`)).status).toBe(404);
    expect((await server.app.request(`/package-content/${'x'.repeat(32)}/index.html`)).status).toBe(404);
    const list = await server.app.request(`/package-content/_files/${pkg.contentBase.split('/')[2]}`);
    const listed = (await list.json()) as { files: string[]; runtime: string[] };
    expect(listed.files.sort()).toEqual(['imsmanifest.xml', 'index.html', 'sco.js']);
    expect(listed.runtime).toEqual(RUNTIME_URLS);
    // The editor reads it back; a learner may not.
    expect((await server.app.request(`/api/packages/${pkg.id}`, { headers: authHeaders(tokens['teacher@demo.test']!) })).status).toBe(200);
    expect((await server.app.request(`/api/packages/${pkg.id}`, { headers: authHeaders(tokens['learner@demo.test']!) })).status).toBe(403);
  });

  it('reads a SCORM 2004 package with two SCOs as a two-item outline', async () => {
    const res = await accept(await upload(scorm2004Package(), 'two-part.zip'));
    expect(res.status).toBe(201);
    const pkg = (await res.json()) as PackageSummary;
    expect(pkg.kind).toBe('scorm2004');
    expect(pkg.items.map((i) => [i.title, i.href])).toEqual([['Part one', 'one/index.html'], ['Part two', 'two/index.html']]);
  });

  it('stores an H5P package whose dependencies are all present', async () => {
    const res = await accept(await upload(h5pPackage(), 'score.h5p'));
    expect(res.status).toBe(201);
    const pkg = (await res.json()) as PackageSummary;
    expect(pkg).toMatchObject({ kind: 'h5p', title: 'Score check', fileCount: 4 });
    // Its download for offline takes the H5P player's runtime (h5p-runtime.test.ts checks that list).
    const list = (await (await server.app.request(`/package-content/_files/${pkg.contentBase.split('/')[2]}`)).json()) as { runtime: string[] };
    expect(list.runtime).toEqual(H5P_RUNTIME_URLS);
  });

  it('refuses a zip without imsmanifest.xml', async () => {
    await expectRefused(writeZip([{ path: 'index.html', data: '<p>hi</p>' }]), 'plain.zip', 422, /no imsmanifest\.xml/);
    await expectRefused(writeZip(scorm12Files().map((f) => ({ ...f, path: `course/${f.path}` }))), 'nested.zip', 422, /must be at the top of the zip/);
  });

  it('refuses entries that escape the package folder, absolute paths, backslashes and symlinks', async () => {
    await expectRefused(writeZip([...scorm12Files(), { path: '../evil.js', data: 'x' }]), 'escape.zip', 422, /escapes the package folder/);
    await expectRefused(writeZip([...scorm12Files(), { path: '/etc/evil', data: 'x' }]), 'absolute.zip', 422, /absolute path/);
    await expectRefused(writeZip([...scorm12Files(), { path: 'a\\..\\evil', data: 'x' }]), 'backslash.zip', 422, /backslash/);
    await expectRefused(writeZip([...scorm12Files(), { path: 'link', data: '/etc/passwd', method: 0, unixMode: 0o120777 }]), 'link.zip', 422, /symbolic link/);
  });

  it('refuses a zip bomb before inflating it, and an entry that unpacks past its declared size', async () => {
    // 1 MB of zeros packs into about a kilobyte: over the 100 KB unpacked limit by its declared size.
    await expectRefused(writeZip([...scorm12Files(), { path: 'zeros.bin', data: new Uint8Array(1_000_000) }]), 'bomb.zip', 413, /unpacks to more than 100000 bytes/, smallApp);
    // A header that claims 100 bytes for a megabyte.
    await expectRefused(writeZip([...scorm12Files(), { path: 'liar.bin', data: new Uint8Array(1_000_000), declaredSize: 100 }]), 'liar.zip', 413, /more than its header says/);
    // Too many entries.
    await expectRefused(writeZip([...scorm12Files(), ...Array.from({ length: 30 }, (_, i) => ({ path: `f${i}.txt`, data: 'x' }))]), 'many.zip', 413, /at most 20 are accepted/, smallApp);
  });

  it('refuses a package larger than the limit', async () => {
    const big = writeZip([...scorm12Files(), { path: 'noise.bin', data: Uint8Array.from({ length: 30_000 }, (_, i) => (i * 7919) % 251), method: 0 }]);
    await expectRefused(big, 'big.zip', 413, /larger than 20000 bytes/, smallApp);
  });

  it('refuses an H5P package that lacks a library it depends on, and a broken manifest', async () => {
    await expectRefused(h5pPackage({ withoutLibrary: true }), 'missing.h5p', 422, /lacks the library H5P\.TestScore-1\.0/);
    const badLaunch = scorm12Files().filter((f) => f.path !== 'index.html');
    await expectRefused(writeZip(badLaunch), 'no-launch.zip', 422, /launch file "index\.html".*not in the package/);
    await expectRefused(writeZip([{ path: 'imsmanifest.xml', data: '<!DOCTYPE m [<!ENTITY x "y">]><manifest/>' }]), 'entity.zip', 422, /entities/);
  });

  it('answers each refusal with its own code and params, its English detail as before (issue 52, item 5)', async () => {
    const plain = await expectRefused(writeZip([{ path: 'index.html', data: '<p>hi</p>' }]), 'plain.zip', 422, /imsmanifest/);
    expect(plain).toEqual({ ...plain, code: 'package-manifest-missing', detail: 'The zip has no imsmanifest.xml: it is not a SCORM package. (H5P content is uploaded as a .h5p file.)' });
    expect(plain.params).toBeUndefined();
    const link = await expectRefused(writeZip([...scorm12Files(), { path: 'link', data: '/etc/passwd', method: 0, unixMode: 0o120777 }]), 'link.zip', 422, /link/);
    expect(link).toMatchObject({ code: 'package-entry-symlink', params: { path: 'link' }, detail: 'The entry "link" is a symbolic link; packages may not contain links.' });
    const escape = await expectRefused(writeZip([...scorm12Files(), { path: '../evil.js', data: 'x' }]), 'escape.zip', 422, /evil/);
    expect(escape).toMatchObject({ code: 'package-entry-escapes', params: { path: '../evil.js' }, detail: 'The entry "../evil.js" escapes the package folder (..).' });
    const entries = scorm12Files().length + 30;
    const many = await expectRefused(writeZip([...scorm12Files(), ...Array.from({ length: 30 }, (_, i) => ({ path: `f${i}.txt`, data: 'x' }))]), 'many.zip', 413, /entries/, smallApp);
    expect(many).toMatchObject({ code: 'package-too-many-entries', params: { count: entries, max: 20 }, detail: `The package has ${entries} entries; at most 20 are accepted.` });
    const h5p = await expectRefused(h5pPackage({ withoutLibrary: true }), 'missing.h5p', 422, /library/);
    expect(h5p).toMatchObject({ code: 'package-h5p-library-missing', params: { folder: 'H5P.TestScore-1.0' }, detail: 'The H5P package lacks the library H5P.TestScore-1.0 (no H5P.TestScore-1.0/library.json), which it depends on.' });
    const launch = await expectRefused(writeZip(scorm12Files().filter((f) => f.path !== 'index.html')), 'no-launch.zip', 422, /launch file/);
    expect(launch).toMatchObject({ code: 'package-manifest-launch-file-missing', params: { file: 'index.html' } });
    const version = await expectRefused(writeZip([{ path: 'imsmanifest.xml', data: '<manifest><metadata><schemaversion>9.9</schemaversion></metadata></manifest>' }]), 'version.zip', 422, /SCORM version/);
    expect(version).toMatchObject({ code: 'package-manifest-version-unknown', params: { schemaVersion: '9.9' }, detail: 'imsmanifest.xml does not say which SCORM version it is (schemaversion "9.9"); SCORM 1.2 and 2004 are accepted.' });
  });

  it('refuses learners and uploads that are not the caller\'s', async () => {
    const name = await upload(scorm12Package(), 'mine.zip');
    expect((await accept(name, server.app, 'learner@demo.test')).status).toBe(403);
    expect((await accept('00000000-0000-0000-0000-000000000000.zip')).status).toBe(404);
  });
});

describe('package lessons and attempts', () => {
  it('publishes a package lesson with the package\'s outline, and keeps each commit once, the latest winning', async () => {
    const pkg = (await (await accept(await upload(scorm2004Package(), 'lesson.zip'))).json()) as PackageSummary;
    const teacher = authHeaders(tokens['teacher@demo.test']!);
    const outline = (await (await server.app.request(`/api/edit-course/${COURSE}`, { headers: teacher })).json()) as EditorOutline;
    const lesson = { id: 'pkg-lesson-1', title: 'Two part package', type: 'package' as const, content: 'ignored', mediaUrl: packageMediaUrl(pkg.id), sections: 1 };
    const modules = outline.modules.map((m, i) => (i === 0 ? { ...m, lessons: [...m.lessons, lesson] } : m));
    const published = await server.app.request(`/api/edit-course/${COURSE}/publish`, { method: 'POST', headers: teacher, body: JSON.stringify({ baseVersion: outline.version, details: outline.details, modules }) });
    expect(published.status).toBe(200);
    const [row] = await selectRows<{ content: string; sections: number }>(server.db, sql`select content, sections from lessons where id = 'pkg-lesson-1'`);
    expect(row!.sections).toBe(2);
    expect(readPackageLessonContent(row!.content)).toMatchObject({ packageId: pkg.id, kind: 'scorm2004', items: [{ title: 'Part one' }, { title: 'Part two' }] });
    // A package of another course (or none) is refused at publish.
    const stray = { ...lesson, id: 'pkg-lesson-2', mediaUrl: packageMediaUrl('no-such-package') };
    const next = (await (await server.app.request(`/api/edit-course/${COURSE}`, { headers: teacher })).json()) as EditorOutline;
    const refused = await server.app.request(`/api/edit-course/${COURSE}/publish`, { method: 'POST', headers: teacher, body: JSON.stringify({ baseVersion: next.version, details: next.details, modules: next.modules.map((m, i) => (i === 0 ? { ...m, lessons: [...m.lessons, stray] } : m)) }) });
    expect(refused.status).toBe(422);

    const learner = tokens['learner@demo.test']!;
    const commit = (id: number, commits: number, over: object = {}) => ({ id, name: 'package.commit', args: {
      courseId: COURSE, lessonId: 'pkg-lesson-1', item: 1, status: 'incomplete', completed: false, success: null, score: null, seconds: 10,
      suspendData: 'step-1', location: 'p2', interactions: '[]', commits, at: new Date().toISOString(), ...over } });
    const first = await push(server, learner, DEVICE_A, [commit(1, 1), commit(2, 2, { status: 'passed', completed: true, success: 'passed', score: 0.7, suspendData: 'done' })]);
    expect(first).toMatchObject({ status: 200, body: { results: [{ status: 'applied' }, { status: 'applied' }] } });
    // The same mutations again (a retried push) and an older commit from another device change nothing.
    const again = await push(server, learner, DEVICE_A, [commit(1, 1), commit(2, 2)]);
    expect(again.body.results?.map((r) => r.status)).toEqual(['duplicate', 'duplicate']);
    await push(server, learner, DEVICE_B, [commit(1, 1, { suspendData: 'stale' })]);
    const rows = await selectRows<{ n: number; suspend: string; score: number; completed: boolean }>(server.db, sql`
      select count(*) over ()::int as n, suspend_data as suspend, score, completed from package_attempts where lesson_id = 'pkg-lesson-1'`);
    expect(rows).toEqual([{ n: 1, suspend: 'done', score: expect.closeTo(0.7, 5), completed: true }]);
    const pulled = await pull(server, learner, DEVICE_C);
    expect(pulled.changes['packageAttempts']?.put).toEqual([expect.objectContaining({ id: 'pkg-lesson-1:1', status: 'passed', suspendData: 'done', commits: 2 })]);
    // An item past the lesson's items is refused.
    const past = await push(server, learner, DEVICE_A, [commit(3, 3, { item: 5 })]);
    expect(past.body.results[0]!.status).toBe('rejected');

    // The learner's teacher (their batch's course) pulls the attempt as `memberPackageAttempts`, without suspend data;
    // the learner's own devices get no member rows.
    const teacherDevice = randomUUID();
    const teacherPull = await pull(server, tokens['teacher@demo.test']!, teacherDevice);
    const member = teacherPull.changes['memberPackageAttempts']?.put ?? [];
    expect(member).toEqual([expect.objectContaining({ id: 'u5-learner:pkg-lesson-1:1', userId: 'u5-learner', lessonId: 'pkg-lesson-1', status: 'passed', score: expect.closeTo(0.7, 5), interactions: '[]' })]);
    expect(member[0]).not.toHaveProperty('suspendData');
    expect(pulled.changes['memberPackageAttempts']).toBeUndefined();
    // A later commit reaches the teacher's next delta pull.
    await push(server, learner, DEVICE_A, [commit(4, 4, { seconds: 99, status: 'passed', completed: true, success: 'passed', score: 0.9 })]);
    const delta = await pull(server, tokens['teacher@demo.test']!, teacherDevice, teacherPull.cursor);
    expect(delta.changes['memberPackageAttempts']?.put).toEqual([expect.objectContaining({ seconds: 99, commits: 4 })]);
  });
});
