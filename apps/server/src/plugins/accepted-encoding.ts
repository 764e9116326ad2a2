/**
 * The encodings a request's Accept-Encoding takes, of the two we send: brotli first, then gzip.
 * A token with q=0 is refused; `*` takes both.
 */
export function acceptedEncodings(acceptEncoding: string | undefined): ('br' | 'gzip')[] {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param)))
      .map(([token]) => token!.trim()),
  );
  return (['br', 'gzip'] as const).filter((encoding) => accepted.has(encoding) || accepted.has('*'));
}
