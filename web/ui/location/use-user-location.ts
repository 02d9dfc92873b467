import { useCallback, useEffect, useRef, useState } from "react";
import { DETECTING, detectLocation, type LocationInfo } from "./detect-location.js";

/**
 * Spec §4 location: 'detecting' on the server and in the first browser render (so hydration
 * matches), then the browser's answer. Only the latest request may set the state, so a slow
 * first lookup cannot overwrite a refresh.
 */
export function useUserLocation(): LocationInfo & { refresh: () => Promise<void> } {
  const [location, setLocation] = useState<LocationInfo>(DETECTING);
  const latest = useRef(0);

  const run = useCallback(async (manual: boolean) => {
    const request = ++latest.current;
    setLocation(DETECTING);
    const found = await detectLocation({ manual });
    if (request === latest.current) setLocation(found);
  }, []);

  useEffect(() => {
    run(false);
    return () => {
      latest.current++;
    };
  }, [run]);

  const refresh = useCallback(() => run(true), [run]);
  return { ...location, refresh };
}
