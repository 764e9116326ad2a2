import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table's sideways scroll on a phone. Named and in the tab order, so someone without a mouse or
 * touch can reach it and scroll with the arrow keys (WCAG 2.1.1, axe scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </Box>
  );
}
