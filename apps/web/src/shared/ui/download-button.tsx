import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile, type DownloadProgress, type FetchedFile } from '../api/api-client';
import { refusalOrFailure } from '../forms/server-messages';
import { downloadPercent } from './download-progress';
import { useErrorSnackbar } from './error-snackbar';

export interface DownloadButtonProps {
  /** Fetches the file (`apiFile(endpoint, input, name, onProgress)`), passing progress on. */
  download(onProgress: DownloadProgress): Promise<FetchedFile>;
  children: ReactNode;
  /** The operation's name for SPEC §8's failure text, e.g. "download orders". */
  operation: string;
  icon?: ReactNode;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  disabled?: boolean;
  testId?: string;
}

/**
 * A button that downloads a file (xlsx, pdf) and saves it under the server's name, showing how far
 * it is while a large file arrives. A refusal shows the server's reason; anything else the spec's
 * "Could not …" text.
 */
export function DownloadButton(props: DownloadButtonProps) {
  const { download, children, operation, icon, size, variant = 'default', disabled, testId } = props;
  const { t } = useTranslation();
  const showError = useErrorSnackbar();
  const [busy, setBusy] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);

  const start = async () => {
    setBusy(true);
    setPercent(null);
    try {
      const file = await download((received, total) => setPercent(downloadPercent(received, total)));
      saveFile(file.blob, file.filename);
    } catch (error) {
      showError(refusalOrFailure(error, t, operation));
    } finally {
      setBusy(false);
      setPercent(null);
    }
  };

  // Until the size is known the button spins; then it counts.
  const counting = busy && percent !== null;
  return (
    <Button
      size={size}
      variant={variant}
      leftSection={icon ?? <IconDownload size={16} />}
      onClick={() => void start()}
      loading={busy && !counting}
      disabled={disabled || counting}
      aria-busy={busy}
      data-testid={testId}
    >
      {counting ? t('common.downloading', { percent }) : children}
    </Button>
  );
}
