import { Loader, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { CSSProperties } from 'react';

export interface ListSearchProps {
  label: string;
  placeholder: string;
  /** What is typed (the list's `searchText`). */
  value: string;
  onChange(value: string): void;
  maxLength: number;
  /** A list refreshing behind the results shows a small spinner in the box. */
  busy?: boolean;
  testId?: string;
  style?: CSSProperties;
}

/** The search box of a list page; the list follows once typing pauses (`useUrlListState`). */
export function ListSearch({ label, placeholder, value, onChange, maxLength, busy, testId, style }: ListSearchProps) {
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} />}
      rightSection={busy ? <Loader size="xs" /> : null}
      value={value}
      maxLength={maxLength}
      onChange={(event) => onChange(event.currentTarget.value)}
      style={style ?? { flex: '1 1 240px' }}
      data-testid={testId}
    />
  );
}
