/**
 * navigator.geolocation is a browser API jsdom lacks; a test installs one that answers the way a
 * browser would (a position, or a GeolocationPositionError code), and sees the options it got.
 */
export type Answer = { latitude: number; longitude: number } | { code: number } | "never";

export function installGeolocation(...answers: Answer[]): jest.Mock {
  const getCurrentPosition = jest.fn(
    (success: PositionCallback, failure?: PositionErrorCallback | null) => {
      const answer = answers.length > 1 ? answers.shift() : answers[0];
      if (answer === "never" || answer === undefined) return;
      if ("code" in answer) {
        failure?.({ code: answer.code, message: "" } as GeolocationPositionError);
      } else {
        success({ coords: answer, timestamp: Date.now() } as unknown as GeolocationPosition);
      }
    },
  );
  Object.defineProperty(navigator, "geolocation", {
    value: { getCurrentPosition },
    configurable: true,
  });
  return getCurrentPosition;
}

export function removeGeolocation(): void {
  Object.defineProperty(navigator, "geolocation", { value: undefined, configurable: true });
}

export const KUMASI = { latitude: 6.6885, longitude: -1.6244 };
export const LONDON = { latitude: 51.5072, longitude: -0.1276 };
