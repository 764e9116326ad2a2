import { Alert, Button, Card, Divider, Stack, Text, TextInput } from '@mantine/core';
import { IconCamera, IconSearch } from '@tabler/icons-react';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** A failed lookup, in the desk's language (SPEC §8's "Ticket ID does not exist…"). */
  lookupError: string | null;
  /** Why the camera did not show, in the desk's language. */
  cameraProblem: string | null;
  looking: boolean;
  /** A keyboard at hand: the number field takes the focus (on a phone it would pop the keyboard up over the camera button). */
  typingFirst: boolean;
  inputRef: Ref<HTMLInputElement>;
  cameraRef: Ref<HTMLButtonElement>;
  onCamera(): void;
  onTyped(code: string): void;
}

/** The scan screen: the camera, or the number typed. */
export function ScanForm({ lookupError, cameraProblem, looking, typingFirst, inputRef, cameraRef, onCamera, onTyped }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  // Find pressed with nothing typed: said at the field, not a button that does nothing.
  const [empty, setEmpty] = useState(false);
  return (
    <Card withBorder padding="lg" radius="md" data-testid="scan-form">
      <Stack gap="md">
        {/* The last lookup's refusal goes once Find is pressed with nothing typed: one message, the field's. */}
        {lookupError && !empty && (
          <Alert color="red" variant="filled" role="alert" data-testid="scan-lookup-error">
            <Text fw={600}>{lookupError}</Text>
          </Alert>
        )}
        <Button
          ref={cameraRef}
          size="xl"
          fullWidth
          // The door's main button: its label wraps on a narrow phone ("Mit Kamera scannen" was cut) instead of being clipped.
          h="auto"
          mih={60}
          py={8}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.2 } }}
          leftSection={<IconCamera size={28} />}
          onClick={onCamera}
          data-testid="scan-camera"
        >
          {t('tickets.scan.camera')}
        </Button>
        {cameraProblem ? (
          <Alert color="orange" role="alert" data-testid="camera-problem">
            {cameraProblem}
          </Alert>
        ) : (
          <Text size="sm" c="dimmed" ta="center" mt={-8}>
            {t('tickets.scan.cameraHelp')}
          </Text>
        )}
        <Divider label={t('tickets.scan.or')} labelPosition="center" />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (typed.trim()) onTyped(typed.trim());
            else setEmpty(true);
          }}
        >
          <Stack gap="sm">
            <TextInput
              ref={inputRef}
              size="lg"
              label={t('tickets.scan.typed')}
              placeholder={t('tickets.scan.typedPlaceholder')}
              description={t('tickets.scan.typedHelp')}
              value={typed}
              onChange={(event) => {
                setTyped(event.currentTarget.value);
                setEmpty(false);
              }}
              error={empty ? t('tickets.scan.typedMissing') : undefined}
              // Numbers such as 100042-2 and codes with letters: the full keyboard, with nothing
              // "corrected" or capitalised (a numeric pad has no hyphen on every phone).
              inputMode="text"
              autoCapitalize="off"
              autoCorrect="off"
              autoComplete="off"
              spellCheck={false}
              enterKeyHint="search"
              autoFocus={typingFirst}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.02em' } }}
              data-testid="scan-typed"
            />
            <Button type="submit" size="lg" variant="light" fullWidth loading={looking} leftSection={<IconSearch size={20} />}>
              {t('tickets.scan.find')}
            </Button>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
