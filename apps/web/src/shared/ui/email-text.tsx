import { Fragment } from 'react';

/**
 * The places an address may break across lines: after the "@" and before each dot of its domain,
 * so a narrow column reads "karen.blixen@" / "rungstedlund" / ".dk" rather than "karen.bli" / "xen@…".
 * `overflow-wrap: anywhere` on the text stays the last resort for a part longer than the column.
 */
export function emailBreaks(email: string): string[] {
  const at = email.lastIndexOf('@');
  if (at < 0) return [email];
  const domain = email.slice(at + 1);
  return [email.slice(0, at + 1), ...domain.split(/(?=\.)/)];
}

/** An email address that wraps at its natural places (copying it gives the address unchanged). */
export function EmailText({ email }: { email: string }) {
  return (
    <>
      {emailBreaks(email).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
