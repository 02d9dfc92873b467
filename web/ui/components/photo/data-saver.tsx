import { createContext, useContext } from "react";

/**
 * Data saver (issue 17): on, photos come at their smallest size. The page renderer provides it
 * from the visitor's choice or the browser's Save-Data header; off by default.
 */
export const DataSaverContext = createContext(false);

export function useDataSaver(): boolean {
  return useContext(DataSaverContext);
}
