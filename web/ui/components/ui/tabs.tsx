import * as RadixTabs from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";
import { cn } from "./cn.js";

/**
 * Radix Tabs in the Ofie look: arrow keys move between tabs, and the roles and
 * aria-selected state are set for screen readers. https://www.radix-ui.com/primitives/docs/components/tabs
 */
export const Tabs = RadixTabs.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn(
        "flex gap-1 overflow-x-auto rounded-xl border border-gray-200 bg-white p-1 shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        "inline-flex min-h-11 shrink-0 items-center rounded-lg px-4 text-sm font-semibold whitespace-nowrap text-muted transition-colors hover:bg-brand-50 hover:text-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cn("mt-6 focus-visible:outline-2", className)} {...props} />;
}
