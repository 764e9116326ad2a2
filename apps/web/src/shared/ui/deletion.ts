/**
 * What happens when staff confirm a delete: the record goes, or the refusal is shown (a venue
 * still in use, a campaign with gifts). A list keeps the question open after a refusal, so the
 * reader sees which record it was about; a page that deletes its own record (and the lists that
 * always did so) closes it. Apart from React so the order of these steps is tested.
 */
export interface DeletionSteps<T> {
  remove(item: T): Promise<unknown>;
  /** After the record is gone: close the question, or leave the page. */
  deleted(item: T): void;
  /** The refusal, in the reader's words (the error snackbar). */
  refused(error: unknown): void;
  close(): void;
  closeOnRefusal: boolean;
}

export async function confirmDeletion<T>(item: T, steps: DeletionSteps<T>): Promise<void> {
  try {
    await steps.remove(item);
  } catch (error) {
    if (steps.closeOnRefusal) steps.close();
    steps.refused(error);
    return;
  }
  steps.deleted(item);
}
