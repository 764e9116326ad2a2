import { Badge } from '@mantine/core';

/** Words as written (no capitals) and whole: a narrow table cell must not cut 'Published' to 'Pub…'. */
const badgeStyle = { textTransform: 'none', minWidth: 'max-content' } as const;

/** Whether something is on sale in the shop (Published, green) or still staff's own (Draft, grey). */
export function PublishStatusBadge({ published, label, testId }: { published: boolean; label: string; testId?: string }) {
  return (
    <Badge color={published ? 'green' : 'gray'} variant="light" style={badgeStyle} data-testid={testId}>
      {label}
    </Badge>
  );
}
