import { DEFAULT_PAGE_SIZE, PAGE_SIZES, ROLES, type Role } from '@foyer/contracts';
import type { UserListParams } from './queries';

/** The list's state lives in the address (page, size, q, role), so Back returns to the same page. */
export function readListParams(search: URLSearchParams): UserListParams {
  const page = Number.parseInt(search.get('page') ?? '', 10);
  const size = Number.parseInt(search.get('size') ?? '', 10);
  const role = search.get('role');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    search: (search.get('q') ?? '').slice(0, 100),
    role: (ROLES as readonly string[]).includes(role ?? '') ? (role as Role) : null,
  };
}

/** Only what differs from the defaults goes into the address. */
export function writeListParams(params: UserListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.search) search.set('q', params.search);
  if (params.role) search.set('role', params.role);
  if (params.page !== 1) search.set('page', String(params.page));
  if (params.size !== DEFAULT_PAGE_SIZE) search.set('size', String(params.size));
  return search;
}
