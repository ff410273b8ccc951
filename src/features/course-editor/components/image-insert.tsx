/** 'Insert image' for the lesson text: upload an image resumably, describe it, insert it at the cursor. */
import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { UploadField } from './upload-field';

/** The panel under the toolbar; `onInsert` gets the served URL and the alt text. */
export function ImageInsert({ onInsert, onClose }: { onInsert: (image: { src: string; alt: string }) => void; onClose: () => void }) {
  const [src, setSrc] = useState<string | null>(null);
  const [alt, setAlt] = useState('');
  const missingAlt = src !== null && alt.trim() === '';
  return (
    <Stack gap="xs" p="xs" role="group" aria-label="Insert an image">
      <UploadField label="Image (PNG, JPEG, WebP or GIF)" accept="image/png,image/jpeg,image/webp,image/gif" value={src} onUploaded={setSrc} />
      <TextInput
        label="Image description (alt text)"
        description="What a learner who cannot see the image needs to know."
        value={alt}
        onChange={(e) => setAlt(e.currentTarget.value)}
        maxLength={300}
        error={missingAlt ? 'Describe the image for screen-reader users.' : undefined}
      />
      <Group gap="xs">
        <Button size="xs" disabled={src === null || missingAlt} onClick={() => src && onInsert({ src, alt: alt.trim() })}>
          Insert image
        </Button>
        <Button size="xs" variant="subtle" onClick={onClose}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
