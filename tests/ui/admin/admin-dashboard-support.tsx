import { fireEvent, screen } from "@testing-library/react";
import { AdminPage } from "#web/ui/components/admin/admin-dashboard.js";
import { Toaster } from "#web/ui/components/toast/toaster.js";
import { renderWithSession } from "../shell/shell-test-kit.js";
import { seededAdmin } from "./admin-fixtures.js";

/** The admin page with its toaster, its queries answered from `cached`. */
export function renderAdmin(cached: Record<string, unknown> = seededAdmin()) {
  const onLoggedOut = jest.fn();
  const result = renderWithSession(
    <>
      <AdminPage onLoggedOut={onLoggedOut} />
      <Toaster />
    </>,
    null,
    cached,
  );
  return { ...result, onLoggedOut };
}

/** Opens the named tab as a pointer would and returns its panel. */
export function openTab(name: string): HTMLElement {
  fireEvent.mouseDown(screen.getByRole("tab", { name }));
  fireEvent.click(screen.getByRole("tab", { name }));
  return screen.getByRole("tabpanel", { name });
}
