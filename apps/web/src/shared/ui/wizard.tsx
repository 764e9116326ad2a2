import { Badge, Box, Button, Group, Paper, Progress, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface WizardStepDef {
  key: string;
  label: string;
}

interface Props {
  steps: readonly WizardStepDef[];
  active: number;
  /** The furthest step reached: steps up to it may be jumped to. */
  reached: number;
  /** Validates the current step; answers whether "Next" may go on. */
  onNext: () => boolean;
  onBack: () => void;
  onJump: (index: number) => void;
  /** The last step's button (e.g. "Create event"). */
  finishLabel: string;
  onFinish: () => void;
  finishing?: boolean;
  children: ReactNode;
  /** Shown above the step's content (a notice, an error). */
  notice?: ReactNode;
  nextLabel: string;
  /** "Step 2 of 9", in the reader's language. */
  progressLabel: string;
}

/**
 * Steps with a progress bar, back and next; each step's own validation runs before "Next" (the
 * caller's `onNext`). Visited steps may be jumped to through the step list. The step list wraps
 * on narrow screens; the bar and "Step n of m" stay.
 */
export function Wizard({
  steps,
  active,
  reached,
  onNext,
  onBack,
  onJump,
  finishLabel,
  onFinish,
  finishing,
  children,
  notice,
  nextLabel,
  progressLabel,
}: Props) {
  const { t } = useTranslation();
  const last = active === steps.length - 1;
  const current = steps[active];
  return (
    <Stack gap="md" data-testid="wizard">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" c="dimmed" data-testid="wizard-step-of">
            {progressLabel}
          </Text>
        </Group>
        <Progress value={((active + 1) / steps.length) * 100} size="sm" aria-hidden />
        <Box component="nav" aria-label={progressLabel} visibleFrom="sm">
          <Group gap={6} wrap="wrap" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {steps.map((step, index) => {
              const reachable = index <= reached && index !== active;
              const done = index < active;
              return (
                <li key={step.key}>
                  <UnstyledButton
                    onClick={() => reachable && onJump(index)}
                    disabled={!reachable}
                    aria-current={index === active ? 'step' : undefined}
                    data-testid={`wizard-jump-${step.key}`}
                  >
                    <Badge
                      variant={index === active ? 'filled' : done ? 'light' : 'outline'}
                      color={index <= reached ? 'foyer' : 'gray'}
                      leftSection={done ? <IconCheck size={12} /> : undefined}
                      style={{ cursor: reachable ? 'pointer' : 'default', textTransform: 'none' }}
                      size="lg"
                      radius="sm"
                    >
                      {index + 1}. {step.label}
                    </Badge>
                  </UnstyledButton>
                </li>
              );
            })}
          </Group>
        </Box>
      </Stack>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        <Stack gap="md">
          <Title order={2} size="h3" data-testid="wizard-step-title">
            {current?.label}
          </Title>
          {notice}
          {children}
        </Stack>
      </Paper>
      <Group justify="space-between">
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
          onClick={onBack}
          disabled={active === 0}
          data-testid="wizard-back"
        >
          {t('common.actions.back')}
        </Button>
        {last ? (
          <Button onClick={onFinish} loading={finishing} data-testid="wizard-finish">
            {finishLabel}
          </Button>
        ) : (
          <Button rightSection={<IconArrowRight size={16} />} onClick={() => onNext()} data-testid="wizard-next">
            {nextLabel}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
