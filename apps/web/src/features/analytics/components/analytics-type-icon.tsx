import { ThemeIcon } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogleAnalytics } from '@tabler/icons-react';
import type { AnalyticsType } from '@foyer/contracts';

const ICONS = { GoogleAnalytics: IconBrandGoogleAnalytics, FacebookPixel: IconBrandFacebook } as const;
const COLORS = { GoogleAnalytics: 'orange', FacebookPixel: 'blue' } as const;

/** The service's mark, so the two kinds tell apart at a glance. */
export function AnalyticsTypeIcon({ type }: { type: AnalyticsType }) {
  const Icon = ICONS[type];
  return (
    <ThemeIcon variant="light" color={COLORS[type]} radius="md" aria-hidden>
      <Icon size={18} stroke={1.6} />
    </ThemeIcon>
  );
}
