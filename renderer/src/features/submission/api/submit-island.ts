import { useMutation } from '@tanstack/react-query';
import type { SubmissionPayloadInput } from '@core/schemas';
import { useDataSource } from '@/lib/data-source-context';

export function useSubmitIsland(options: { onSuccess?: () => void } = {}) {
  const dataSource = useDataSource();
  return useMutation({
    mutationFn: (payload: SubmissionPayloadInput) => dataSource.submitIsland(payload),
    onSuccess: () => options.onSuccess?.(),
  });
}
