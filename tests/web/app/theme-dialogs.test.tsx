// The theme names every dialog's × button, so a screen reader says 'Close, button', not 'button'.
import { expect, test } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Drawer, MantineProvider, Modal } from '@mantine/core';
import { theme } from '@/app/theme/theme';

test('a modal’s and a drawer’s close buttons are named by the theme', async () => {
  render(
    <MantineProvider theme={theme}>
      <Modal opened onClose={() => {}} title="Import cards from Anki">
        <p>the modal</p>
      </Modal>
      <Drawer opened onClose={() => {}} title="Audit trail">
        <p>the drawer</p>
      </Drawer>
    </MantineProvider>,
  );
  expect(await screen.findAllByRole('button', { name: 'Close' })).toHaveLength(2);
});
