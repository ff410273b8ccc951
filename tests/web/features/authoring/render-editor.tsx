// Renders an editor inside Mantine's test mode (`env="test"`): no transitions, and a menu is never
// hidden as 'detached'. In jsdom, where every box is 0 x 0, floating-ui's `hide` finds a menu's button
// clipped once the position resolves, and a menu item then vanished mid-test (CI, 2026-11-29).
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';

export function renderEditor(editor: ReactNode) {
  return render(<MantineProvider env="test">{editor}</MantineProvider>);
}
