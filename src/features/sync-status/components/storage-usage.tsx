/** How much of the device's storage the app uses ('12.3 MB of 1.2 GB used'); hidden where the browser cannot say. */
import { useEffect, useState } from 'react';
import { Progress, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Progress.css';
import { useTranslation } from 'react-i18next';
import { estimateStorage, formatBytes, type StorageApi } from '@/data/device-storage';
import { syncStatusNs } from '../messages/en';

/** The usage line and bar. `storage` is for tests. */
export function StorageUsage({ storage }: { storage?: StorageApi }) {
  const { t } = useTranslation(syncStatusNs);
  const [estimate, setEstimate] = useState<{ usage: number; quota: number } | null>(null);
  useEffect(() => {
    let live = true;
    void (storage ? estimateStorage(storage) : estimateStorage()).then((value) => live && setEstimate(value));
    return () => {
      live = false;
    };
  }, [storage]);
  if (!estimate) return null;
  const text = t('storageUsed', { used: formatBytes(estimate.usage), quota: formatBytes(estimate.quota) });
  return (
    <Stack gap={4} maw={360}>
      <Text size="sm">{text}</Text>
      <Progress value={Math.min(100, (estimate.usage / estimate.quota) * 100)} aria-label={t('storageLabel', { usage: text })} size="sm" />
    </Stack>
  );
}
