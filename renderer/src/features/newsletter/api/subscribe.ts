import { useMutation } from '@tanstack/react-query';
import type { NewsletterPayload } from '@core/contract/schemas';
import { useDataSource } from '@/lib/data-source-context';

export function useSubscribe() {
  const dataSource = useDataSource();
  return useMutation({ mutationFn: (payload: NewsletterPayload) => dataSource.createNewsletter(payload) });
}
