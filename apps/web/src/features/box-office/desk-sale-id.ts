import { useCallback, useState } from 'react';

/**
 * A version 4 UUID naming one desk sale (the contracts' `saleId`). Sent again with the same sale
 * after an answer that never came, it is answered with the order already made rather than sold
 * twice. Built from getRandomValues: crypto.randomUUID exists only on https and localhost pages,
 * and a desk may reach the back office over plain http on the museum's own network.
 */
export function newSaleId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // the RFC 4122 variant
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The id of the sale the desk is making: the same through every try of one sale (a refusal sold
 * nothing under it; a lost answer may have), a new one once a sale is done.
 */
export function useDeskSaleId(): [saleId: string, nextSale: () => void] {
  const [saleId, setSaleId] = useState(newSaleId);
  const nextSale = useCallback(() => setSaleId(newSaleId()), []);
  return [saleId, nextSale];
}
