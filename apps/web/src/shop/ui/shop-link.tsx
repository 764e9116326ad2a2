import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigate } from '../app/navigation';

/** An anchor that moves inside the shop without reloading; a modified click still opens a tab. */
export function ShopLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  return <a href={href} onClick={follow} {...rest} />;
}
