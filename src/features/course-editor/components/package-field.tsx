/**
 * A package lesson's file (issue 51): a SCORM .zip or H5P .h5p uploaded resumably, then checked and
 * stored by the server (`POST /api/packages`); a refusal shows the server's reason. The lesson then
 * points at the stored package, whose outline is shown.
 */
import { useContext, useState } from 'react';
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '@mantine/core/styles/List.css';
import { packageIdOf, packageMediaUrl, type PackageSummary } from '@contract/packages';
import { ApiError, apiRequest } from '@/data/api-client';
import { problemBodyText } from '@/data/problem-body';
import { UploadCourse, UploadField } from './upload-field';
import { courseEditorNs } from '../messages/en';

const KIND_NAMES = { scorm12: 'SCORM 1.2', scorm2004: 'SCORM 2004', h5p: 'H5P' } as const;

/** The server's reason for refusing the package; null when it gave none. */
const reasonOf = (error: unknown) => (error instanceof ApiError ? problemBodyText(error.body) : null);

/** Uploads and stores a package for the lesson; `onStored` gets the lesson's new `mediaUrl`. */
export function PackageField({ value, onStored }: { value: string | null; onStored: (mediaUrl: string, items: number) => void }) {
  const courseId = useContext(UploadCourse);
  const { t } = useTranslation(courseEditorNs);
  const [stored, setStored] = useState<PackageSummary | null>(null);
  const [refusal, setRefusal] = useState<{ reason: string | null } | null>(null);
  const [checking, setChecking] = useState(false);

  const accept = async (url: string) => {
    setRefusal(null);
    setChecking(true);
    try {
      const pkg = await apiRequest<PackageSummary>('/packages', { method: 'POST', body: { courseId, upload: url.split('/').pop() ?? '' } });
      setStored(pkg);
      onStored(packageMediaUrl(pkg.id), pkg.items.length);
    } catch (error) {
      setRefusal({ reason: reasonOf(error) });
    } finally {
      setChecking(false);
    }
  };

  return (
    <Stack gap={4}>
      <UploadField label={t('package.label')} accept=".zip,.h5p,application/zip" value={null} onUploaded={(url) => void accept(url)} />
      {checking && <Text size="sm" aria-live="polite">{t('package.checking')}</Text>}
      {refusal && <Text size="sm" c="red.7" role="alert">{t('package.refused', { reason: refusal.reason ?? t('package.checkFailed') })}</Text>}
      {stored ? (
        <Stack gap={2} aria-live="polite">
          <Text size="sm">{t('package.stored', { title: stored.title, kind: KIND_NAMES[stored.kind], files: stored.fileCount })}</Text>
          {stored.items.length > 1 && (
            <List size="sm" aria-label={t('package.outline')}>
              {stored.items.map((item) => <List.Item key={item.identifier}>{item.title}</List.Item>)}
            </List>
          )}
        </Stack>
      ) : value && packageIdOf(value) ? <Text size="xs" c="gray.7">{t('package.attached')}</Text> : null}
    </Stack>
  );
}
