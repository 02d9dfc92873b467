import { AdminAuthService } from "#modules/admin/admin-auth.service.js";
import { operatorActor } from "#shared/actor.js";
import { FakeAuditLog, FakeTransactions } from "../shared/shared.fakes.js";

describe("AdminAuthService", () => {
  const hasher = {
    hash: async (p: string) => `h:${p}`,
    verify: async (p: string, h: string) => h === `h:${p}`,
  };
  const settings = () => {
    const map = new Map<string, string>();
    return {
      get: async (k: string) => map.get(k) ?? null,
      set: async (k: string, v: string) => void map.set(k, v),
      setIfAbsent: async (k: string, v: string) => {
        if (!map.has(k)) map.set(k, v);
        return map.get(k) as string;
      },
    };
  };

  it("takes ADMIN_PASSWORD over a stored one, and generates one only when none exists", async () => {
    const store = settings();
    const audit = new FakeAuditLog();
    const service = new AdminAuthService(store, hasher, new FakeTransactions(), audit.trail());
    const first = await service.ensurePassword(undefined);
    expect(first.kind).toBe("generated");
    expect(await service.ensurePassword(undefined)).toEqual({ kind: "existing" });
    await service.ensurePassword("from-the-environment");
    await expect(service.login({ password: "from-the-environment" })).resolves.toBeUndefined();
    await expect(
      service.login({ password: (first as { password: string }).password }),
    ).rejects.toThrow("Unauthorized");
    await service.setPassword("chosen-by-the-operator", operatorActor("cli:ama"));
    expect(audit.entries).toMatchObject([
      { actor: "cli:ama", action: "admin_password.changed", detail: "chosen by the operator" },
    ]);
    expect(JSON.stringify(audit.entries)).not.toContain("chosen-by-the-operator");
  });
});
