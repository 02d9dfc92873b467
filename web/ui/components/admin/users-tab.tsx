import type { AdminUser } from "#modules/admin/admin-dashboard.types.js";
import { formatDate } from "../../lib/format.js";
import type { Json } from "../../lib/json.js";
import { ADMIN_USERS_SHOWN } from "../../queries/admin.js";
import { AdminList } from "./admin-list.js";

/** Spec §2: the name, else the e-mail, else 'Anonymous User'. */
export function userLabel(user: Pick<AdminUser, "firstName" | "lastName" | "email">): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return name || user.email || "Anonymous User";
}

export function UsersTab({ users }: { users: Json<AdminUser>[] | undefined }) {
  return (
    <AdminList
      title="Recent Users"
      items={users?.slice(0, ADMIN_USERS_SHOWN)}
      empty="No users found"
    >
      {(user) => (
        <li key={user.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <div className="min-w-0">
            <p className="font-medium text-ink">{userLabel(user)}</p>
            <p className="text-sm wrap-anywhere text-muted">{user.email}</p>
          </div>
          <p className="text-sm text-muted">
            Joined <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
          </p>
        </li>
      )}
    </AdminList>
  );
}
