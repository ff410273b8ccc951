/** 'Insert image' for the lesson text: upload an image resumably, describe it, insert it at the cursor. */
import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UploadField } from './upload-field';
import { courseEditorNs } from '../messages/en';

/** The panel under the toolbar; `onInsert` gets the served URL and the alt text. */
export function ImageInsert({ onInsert, onClose }: { onInsert: (image: { src: string; alt: string }) => void; onClose: () => void }) {
  const { t } = useTranslation(courseEditorNs);
  const [src, setSrc] = useState<string | null>(null);
  const [alt, setAlt] = useState('');
  const missingAlt = src !== null && alt.trim() === '';
  return (
    <Stack gap="xs" p="xs" role="group" aria-label={t('image.group')}>
      <UploadField label={t('image.file')} accept="image/png,image/jpeg,image/webp,image/gif" value={src} onUploaded={setSrc} />
      <TextInput
        label={t('image.alt')}
        description={t('image.altHint')}
        value={alt}
        onChange={(e) => setAlt(e.currentTarget.value)}
        maxLength={300}
        error={missingAlt ? t('image.altMissing') : undefined}
      />
      <Group gap="xs">
        <Button size="xs" disabled={src === null || missingAlt} onClick={() => src && onInsert({ src, alt: alt.trim() })}>
          {t('image.insert')}
        </Button>
        <Button size="xs" variant="subtle" onClick={onClose}>
          {t('image.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
