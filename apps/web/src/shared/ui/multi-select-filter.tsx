import { CheckboxIndicator, CloseButton, Combobox, Group, Pill, PillsInput, Text, useCombobox, type PillsInputProps } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_SHOWN_SELECTIONS, selectionLabel, splitSelection } from './multi-select-label';

export interface MultiSelectFilterItem {
  value: string;
  label: string;
}

export interface MultiSelectFilterProps {
  /** The options; plain strings are their own labels. */
  data: readonly (string | MultiSelectFilterItem)[];
  value: string[];
  onChange(value: string[]): void;
  label?: ReactNode;
  /** Shown while nothing is selected, e.g. "All statuses". */
  placeholder?: string;
  /** Lets the user type to narrow the options. */
  searchable?: boolean;
  /** Shows a button that clears the selection. */
  clearable?: boolean;
  size?: PillsInputProps['size'];
  w?: PillsInputProps['w'];
  disabled?: boolean;
  'data-testid'?: string;
}

const normalize = (data: MultiSelectFilterProps['data']): MultiSelectFilterItem[] =>
  data.map((item) => (typeof item === 'string' ? { value: item, label: item } : item));

/**
 * The shared multi-select filter, MultiSelect in look and keyboard use, that shows the first 2
 * selections and then '(+N others)' (SPEC §5) so a long selection keeps the filter bar one line high.
 * Options stay open for more picks; each carries a checkbox.
 */
export function MultiSelectFilter({
  data,
  value,
  onChange,
  label,
  placeholder,
  searchable = false,
  clearable = false,
  size = 'sm',
  w,
  disabled,
  'data-testid': testId = 'multi-select-filter',
}: MultiSelectFilterProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const listId = useId();
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active'),
  });

  const items = normalize(data);
  const labelOf = new Map(items.map((item) => [item.value, item.label]));
  const nameOf = (selected: string) => labelOf.get(selected) ?? selected;
  const toggle = (picked: string) => onChange(value.includes(picked) ? value.filter((v) => v !== picked) : [...value, picked]);
  const othersText = (count: number) => t('components.multiSelect.others', { count });
  const { shown, others } = splitSelection(value, MAX_SHOWN_SELECTIONS);
  const needle = search.trim().toLowerCase();
  const visible = needle ? items.filter((item) => item.label.toLowerCase().includes(needle)) : items;

  return (
    <Combobox store={combobox} onOptionSubmit={toggle} withinPortal disabled={disabled}>
      <Combobox.DropdownTarget>
        <PillsInput
          label={label}
          size={size}
          w={w}
          disabled={disabled}
          pointer={!searchable}
          onClick={() => combobox.openDropdown()}
          title={selectionLabel(value.map(nameOf), othersText, value.length)}
          rightSection={
            clearable && value.length > 0 ? (
              <CloseButton
                size="sm"
                aria-label={t('components.multiSelect.clear')}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChange([])}
              />
            ) : (
              <Combobox.Chevron />
            )
          }
          rightSectionPointerEvents={clearable && value.length > 0 ? 'all' : 'none'}
          data-testid={testId}
        >
          <Pill.Group>
            {shown.map((selected) => (
              <Pill
                key={selected}
                withRemoveButton={!disabled}
                onRemove={() => toggle(selected)}
                removeButtonProps={{ 'aria-label': t('components.multiSelect.remove', { label: nameOf(selected) }) }}
              >
                {nameOf(selected)}
              </Pill>
            ))}
            {others > 0 && (
              <Text
                component="span"
                size="sm"
                c="dimmed"
                style={{ alignSelf: 'center', whiteSpace: 'nowrap' }}
                data-testid={`${testId}-others`}
              >
                {othersText(others)}
              </Text>
            )}
            <Combobox.EventsTarget>
              <PillsInput.Field
                value={search}
                readOnly={!searchable}
                placeholder={value.length === 0 ? placeholder : undefined}
                aria-label={searchable ? t('components.multiSelect.search') : undefined}
                aria-controls={listId}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => combobox.closeDropdown()}
                onChange={(event) => {
                  combobox.updateSelectedOptionIndex();
                  setSearch(event.currentTarget.value);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Backspace' && search.length === 0 && value.length > 0) {
                    event.preventDefault();
                    onChange(value.slice(0, -1));
                  }
                }}
                // Keeps the selection on one line: the field takes what room is left, and wraps only while typing.
                style={value.length === 0 ? undefined : { minWidth: searchable && search ? 60 : 0 }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>

      <Combobox.Dropdown>
        {/* Named as its field is (axe: a listbox needs a name). */}
        <Combobox.Options
          id={listId}
          // Tall enough for the lists it serves (statuses, up to ten) without scrolling: a list that
          // scrolls is a region the keyboard cannot reach (its options are reached from the field).
          mah={400}
          style={{ overflowY: 'auto' }}
          aria-multiselectable
          aria-label={typeof label === 'string' ? label : (placeholder ?? undefined)}
        >
          {visible.length > 0 ? (
            visible.map((item) => {
              const checked = value.includes(item.value);
              return (
                <Combobox.Option value={item.value} key={item.value} active={checked} aria-selected={checked}>
                  <Group gap="sm" wrap="nowrap">
                    {/* Drawn only: a real checkbox inside an option is a control inside a control (axe nested-interactive). */}
                    <CheckboxIndicator checked={checked} size="xs" radius="sm" aria-hidden />
                    <span>{item.label}</span>
                  </Group>
                </Combobox.Option>
              );
            })
          ) : (
            <Combobox.Empty>{t('components.multiSelect.nothingFound')}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
