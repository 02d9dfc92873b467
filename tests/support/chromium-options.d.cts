import type { LaunchOptions } from "playwright-core";

export function chromiumLaunchOptions(options?: {
  full?: boolean;
}): LaunchOptions & { executablePath: string; args: string[] };
