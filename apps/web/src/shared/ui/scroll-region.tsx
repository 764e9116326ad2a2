import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A box that scrolls sideways when its table is wider than the screen (a phone): the list-page
 * kit's tables and the order page's. Named and in the tab order, with the visible focus ring, so
 * someone without a mouse or touch can reach it and scroll with the arrow keys (WCAG 2.1.1, axe
 * scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} className="mantine-focus-auto" style={{ overflowX: 'auto' }}>
      {children}
    </Box>
  );
}
