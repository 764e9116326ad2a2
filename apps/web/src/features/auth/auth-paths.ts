/** /check-email/{address} for an address (SPEC §2), percent-encoded so any address is one path segment. */
export const checkEmailPath = (address: string) => `/check-email/${encodeURIComponent(address)}`;
