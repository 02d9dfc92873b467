import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { DATA_SAVER_COOKIE, DATA_SAVER_MAX_AGE_S } from "#shared/data-saver.js";

interface DataSaverState {
  on: boolean;
  set(on: boolean): void;
}

/**
 * Data saver: on, photos come at their smallest size and card photos only when tapped.
 * The layout provides it from what the server read (the visitor's cookie, else Save-Data); off
 * by default.
 */
const DataSaverContext = createContext<DataSaverState>({ on: false, set: () => {} });

export function DataSaverProvider({
  initial,
  children,
}: {
  initial: boolean;
  children: ReactNode;
}) {
  const [on, setOn] = useState(initial);
  const set = useCallback((next: boolean) => {
    // Remembered for a year, and sent with the next page request: the server paints it so.
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older phones' browsers.
    document.cookie = `${DATA_SAVER_COOKIE}=${next ? 1 : 0}; path=/; max-age=${DATA_SAVER_MAX_AGE_S}; samesite=lax`;
    setOn(next);
  }, []);
  const value = useMemo(() => ({ on, set }), [on, set]);
  return <DataSaverContext.Provider value={value}>{children}</DataSaverContext.Provider>;
}

export function useDataSaver(): boolean {
  return useContext(DataSaverContext).on;
}

export function useDataSaverSwitch(): DataSaverState {
  return useContext(DataSaverContext);
}
