import { AdminPage } from "#web/ui/components/admin/admin-dashboard.js";

// A full page load after logout drops every admin answer the browser's query cache still holds.
const goHome = () => window.location.assign("/");

export default function Page() {
  return <AdminPage onLoggedOut={goHome} />;
}
