import { useMutation } from '@tanstack/react-query';
import type { ContactPayload } from '@core/contract/schemas';
import { useDataSource } from '@/lib/data-source-context';

export function useSendContact() {
  const dataSource = useDataSource();
  return useMutation({ mutationFn: (payload: ContactPayload) => dataSource.createContact(payload) });
}
