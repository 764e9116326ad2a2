/** Whole percent of a download, or null while its size is unknown (the server sent no length). */
export function downloadPercent(received: number, total: number | null): number | null {
  if (total === null || total <= 0) return null;
  return Math.min(100, Math.floor((received / total) * 100));
}
