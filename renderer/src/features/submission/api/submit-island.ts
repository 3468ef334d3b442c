import { useMutation } from '@tanstack/react-query';
import type { PublicSubmission, SubmissionPayloadInput } from '@core/contract/schemas';
import type { Delivery } from '@/lib/data-source';
import { useDataSource } from '@/lib/data-source-context';

export function useSubmitIsland(options: { onSuccess?: (delivery: Delivery<PublicSubmission>) => void } = {}) {
  const dataSource = useDataSource();
  return useMutation({
    mutationFn: (payload: SubmissionPayloadInput) => dataSource.createSubmission(payload),
    onSuccess: (delivery) => options.onSuccess?.(delivery),
  });
}
