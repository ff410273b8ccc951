/** Uploading packages and publishing them as lessons in server tests (issue 51). */
import { expect } from 'vitest';
import type { EditorOutline } from '../../../contract/course-editor';
import { packageMediaUrl, type PackageSummary } from '../../../contract/packages';
import { authHeaders, type TestServer } from './test-server';

export const PACKAGE_COURSE = 'c5-spreadsheets';
const b64 = (text: string) => Buffer.from(text).toString('base64');

/** Uploads `bytes` as `filename` with tus (create, then one PATCH) and answers the stored name. */
export async function uploadPackage(server: TestServer, token: string, bytes: Buffer, filename: string): Promise<string> {
  const { 'content-type': _json, ...auth } = authHeaders(token);
  const headers = { ...auth, 'tus-resumable': '1.0.0' };
  const created = await server.app.request('/api/uploads', {
    method: 'POST',
    headers: { ...headers, 'upload-length': String(bytes.length), 'upload-metadata': `filename ${b64(filename)},filetype ${b64('application/zip')},courseId ${b64(PACKAGE_COURSE)}` },
  });
  expect(created.status).toBe(201);
  const location = created.headers.get('location')!;
  const sent = await server.app.request(location, { method: 'PATCH', headers: { ...headers, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }, body: new Uint8Array(bytes) });
  expect(sent.status).toBe(204);
  return location.split('/').pop()!;
}

/** `POST /api/packages` for the upload `name`. */
export const acceptPackage = (server: TestServer, token: string, name: string) =>
  server.app.request('/api/packages', { method: 'POST', headers: authHeaders(token), body: JSON.stringify({ courseId: PACKAGE_COURSE, upload: name }) });

/** Uploads, stores and publishes `bytes` as lesson `lessonId` of the course's first module; answers the package. */
export async function publishPackageLesson(server: TestServer, teacher: string, bytes: Buffer, filename: string, lessonId: string): Promise<PackageSummary> {
  const res = await acceptPackage(server, teacher, await uploadPackage(server, teacher, bytes, filename));
  expect(res.status).toBe(201);
  const pkg = (await res.json()) as PackageSummary;
  const headers = authHeaders(teacher);
  const outline = (await (await server.app.request(`/api/edit-course/${PACKAGE_COURSE}`, { headers })).json()) as EditorOutline;
  const lesson = { id: lessonId, title: pkg.title, type: 'package' as const, content: 'ignored', mediaUrl: packageMediaUrl(pkg.id), sections: 1 };
  const modules = outline.modules.map((m, i) => (i === 0 ? { ...m, lessons: [...m.lessons, lesson] } : m));
  const published = await server.app.request(`/api/edit-course/${PACKAGE_COURSE}/publish`, {
    method: 'POST', headers, body: JSON.stringify({ baseVersion: outline.version, details: outline.details, modules }),
  });
  expect(published.status).toBe(200);
  return pkg;
}
