/**
 * `imsmanifest.xml` of a SCORM 1.2 or 2004 package (issue 51): parsed with fast-xml-parser with
 * entities off (a DOCTYPE that declares entities is refused), the version from
 * `metadata/schemaversion` (else the ADL namespace), and the default organisation's items, each
 * leaf resolved to its resource's launch file, which must be in the package.
 */
import { XMLParser } from 'fast-xml-parser';
import type { PackageItem, PackageKind } from '../../contract/packages';
import { PackageRefusal } from './package-refusal';

type Node = Record<string, unknown>;
const ARRAYS = new Set(['organization', 'item', 'resource', 'file']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  processEntities: false,
  htmlEntities: false,
  isArray: (name) => ARRAYS.has(name),
});

const asNode = (value: unknown): Node => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : {});
const list = (value: unknown): Node[] => (Array.isArray(value) ? value.map(asNode) : value ? [asNode(value)] : []);
const text = (value: unknown): string => {
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim();
  return typeof asNode(value)['#text'] === 'string' ? String(asNode(value)['#text']).trim() : '';
};
const attr = (node: Node, name: string) => (typeof node[`@_${name}`] === 'string' ? (node[`@_${name}`] as string) : '');

export interface ScormManifest {
  kind: Extract<PackageKind, 'scorm12' | 'scorm2004'>;
  title: string;
  items: PackageItem[];
}

function versionOf(manifest: Node, xml: string): ScormManifest['kind'] {
  const schemaVersion = text(asNode(manifest['metadata'])['schemaversion']);
  if (schemaVersion === '1.2') return 'scorm12';
  if (/^(2004|CAM 1\.3)/i.test(schemaVersion)) return 'scorm2004';
  if (xml.includes('adlcp_rootv1p2')) return 'scorm12';
  if (xml.includes('adlcp_v1p3')) return 'scorm2004';
  throw new PackageRefusal('package-manifest-version-unknown', { schemaVersion });
}

function leaves(items: Node[], resources: Map<string, Node>, out: PackageItem[]): void {
  for (const item of items) {
    const children = list(item['item']);
    const ref = attr(item, 'identifierref');
    if (ref) {
      const resource = resources.get(ref);
      if (!resource) throw new PackageRefusal('package-manifest-missing-resource', { item: attr(item, 'identifier'), resource: ref });
      const href = attr(resource, 'href');
      if (!href) throw new PackageRefusal('package-manifest-resource-no-href', { resource: ref });
      const base = attr(resource, 'base');
      out.push({ identifier: attr(item, 'identifier') || ref, title: text(item['title']) || ref, href: `${base}${href}${attr(item, 'parameters')}` });
    }
    leaves(children, resources, out);
  }
}

/** The manifest's version, title and launchable items; `hasFile` says whether a path is in the package. */
export function parseScormManifest(xml: string, hasFile: (path: string) => boolean): ScormManifest {
  if (/<!ENTITY/i.test(xml)) throw new PackageRefusal('package-manifest-entities');
  let root: Node;
  try {
    root = asNode(parser.parse(xml));
  } catch (error) {
    throw new PackageRefusal('package-manifest-not-xml', { reason: error instanceof Error ? error.message.slice(0, 200) : 'parse error' });
  }
  const manifest = asNode(root['manifest']);
  if (!root['manifest']) throw new PackageRefusal('package-manifest-no-root');
  const kind = versionOf(manifest, xml);
  const organizations = asNode(manifest['organizations']);
  const all = list(organizations['organization']);
  if (all.length === 0) throw new PackageRefusal('package-manifest-no-organization');
  const chosen = all.find((o) => attr(o, 'identifier') === attr(organizations, 'default')) ?? all[0]!;
  const resources = new Map(list(asNode(manifest['resources'])['resource']).map((r) => [attr(r, 'identifier'), r]));
  const items: PackageItem[] = [];
  leaves(list(chosen['item']), resources, items);
  if (items.length === 0) throw new PackageRefusal('package-manifest-no-items');
  for (const item of items) {
    const file = decodeURI(item.href.replace(/[?#].*$/, ''));
    if (/^[a-z]+:/i.test(item.href) || !hasFile(file)) throw new PackageRefusal('package-manifest-launch-file-missing', { file, item: item.title });
  }
  return { kind, title: text(chosen['title']) || text(asNode(manifest['metadata'])['title']) || 'SCORM package', items };
}
