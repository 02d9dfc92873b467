import { AdminLoginForm } from "#web/ui/components/admin/admin-login-form.js";
import { Card } from "#web/ui/components/ui/card.js";

// A full page load lets the server render the dashboard for the session it has just marked admin.
const goToDashboard = () => window.location.assign("/admin");

export default function Page() {
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12 sm:py-16">
      <div className="text-center">
        <h1 className="text-3xl font-bold text-ink">Admin Access</h1>
        <p className="mt-2 text-muted">Enter the administrator password to open the dashboard.</p>
      </div>
      <Card className="p-6">
        <AdminLoginForm onSuccess={goToDashboard} />
      </Card>
    </div>
  );
}
