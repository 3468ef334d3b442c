import { useMutation } from '@tanstack/react-query';
import { useDataSource } from '@/lib/data-source-context';

/** Confirms a sign-up by its link's code (double opt-in): the website's, which mail links open. */
export function useConfirmSubscription() {
  const { web } = useDataSource();
  return {
    available: web !== undefined,
    ...useMutation({
      mutationFn: (token: string) => {
        if (!web) throw new Error('Open the link from the e-mail in a web browser to confirm it.');
        return web.confirmNewsletter({ token });
      },
    }),
  };
}
