/** A button with a line of hint beside it that opens a dialog titled as the button (its content mounted only while open). */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Modal.css';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';

/** `children` receives the function that closes the dialog (after a save, or on Cancel). */
export function DialogButton({ label, hint, disabled, children }: { label: string; hint: string; disabled?: boolean; children: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Group>
        <Button variant="brandSecondary" aria-haspopup="dialog" onClick={() => setOpen(true)} disabled={disabled}>
          {label}
        </Button>
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      </Group>
      <Modal opened={open} onClose={close} title={label}>
        {open && children(close)}
      </Modal>
    </>
  );
}
