// The QueryClient settings of every page (+Wrapper.tsx) and of the component tests.
import type { QueryClientConfig } from "@tanstack/react-query";

/**
 * Spec §9: no automatic retry for reads or writes, data never goes stale, no refetch on
 * window focus or reconnect, no polling. A change is seen by invalidating its query key.
 */
const queryClientConfig: QueryClientConfig = {
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchInterval: false,
    },
    mutations: { retry: false },
  },
};

export default queryClientConfig;
