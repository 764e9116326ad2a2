import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productsApi, type ProductStatus, type TProductWriteInput } from '@foyer/contracts';
import { apiCall } from '../../shared/api/api-client';
import { productKeys } from './queries';

function useInvalidateProducts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: productKeys.all });
}

/** Creates a product, or saves the one named. */
export function useSaveProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ productId, product }: { productId: string | null; product: TProductWriteInput }) =>
      productId
        ? apiCall(productsApi.update, { params: { id: productId }, body: product })
        : apiCall(productsApi.create, { body: product }),
    onSuccess: invalidate,
  });
}

export function useSetProductStatus() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: ({ productId, status }: { productId: string; status: ProductStatus }) =>
      apiCall(productsApi.setStatus, { params: { id: productId }, body: { status } }),
    onSuccess: invalidate,
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidateProducts();
  return useMutation({
    mutationFn: (productId: string) => apiCall(productsApi.delete, { params: { id: productId } }),
    onSuccess: invalidate,
  });
}
