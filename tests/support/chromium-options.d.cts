import type { LaunchOptions } from "playwright-core";

export function chromiumLaunchOptions(): LaunchOptions & { executablePath: string; args: string[] };
