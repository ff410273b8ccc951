/**
 * SCORM 1.2, SCORM 2004 and H5P packages as lessons (issue 51). A teacher uploads the `.zip`/`.h5p`
 * with the resumable upload (`/api/uploads`), then `POST /api/packages` validates and stores it and
 * answers the package; a lesson of type `package` points at it by `mediaUrl` `/media/packages/<id>`.
 */
import { z } from 'zod';
import { id } from './fields';

export const PACKAGE_KINDS = ['scorm12', 'scorm2004', 'h5p'] as const;
export type PackageKind = (typeof PACKAGE_KINDS)[number];

/** One launchable item of the package's organisation (a SCO, or the H5P content itself). */
export interface PackageItem {
  identifier: string;
  title: string;
  /** The file to open, relative to the package root (with its query, if the manifest gives one). */
  href: string;
}

/** `POST /api/packages` answers this; `GET /api/packages/{package}` too. */
export interface PackageSummary {
  id: string;
  courseId: string;
  kind: PackageKind;
  title: string;
  /** The organisation's items in order: the lesson's outline (one for a single-SCO package). */
  items: PackageItem[];
  fileCount: number;
  unpackedBytes: number;
  /** Where the files are served: `<PACKAGE_ORIGIN>/package-content/<key>/`, a capability URL. */
  contentBase: string;
}

/** `POST /api/packages` body: the finished upload's stored name and the course it is for. */
export const createPackageSchema = z.strictObject({
  courseId: id,
  upload: z.string().regex(/^[0-9a-f-]{36}\.(zip|h5p)$/, 'must be a finished .zip or .h5p upload'),
});

/** A lesson's `mediaUrl` for package `id`, and back. */
export const packageMediaUrl = (packageId: string) => `/media/packages/${packageId}`;
export const packageIdOf = (mediaUrl: string | null) => /^\/media\/packages\/([A-Za-z0-9_-]{1,100})$/.exec(mediaUrl ?? '')?.[1] ?? null;
