import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isStaleVersion } from '../api/stale-version';
import { localizedErrorText } from './server-messages';
import { useOneSaveAtATime } from './one-save-at-a-time';

/**
 * A form's save: one at a time (a double click made two records), and a refusal because someone
 * else saved the record since the form was filled kept apart as `stale`, for SaveRefusal to say
 * beside the buttons with the way to load theirs; any other failure goes to `refused`.
 */
export function useFormSave() {
  const { t } = useTranslation();
  const once = useOneSaveAtATime();
  const [stale, setStale] = useState<string | null>(null);
  const save = useCallback(
    (work: () => Promise<unknown>, refused: (error: unknown) => void, { canReload = true } = {}) =>
      once(async () => {
        setStale(null);
        try {
          await work();
        } catch (error) {
          if (canReload && isStaleVersion(error)) setStale(localizedErrorText(error, t));
          else refused(error);
        }
      }),
    [once, t],
  );
  return { save, stale, clearStale: () => setStale(null) };
}
