import { AdminAuthService } from "#modules/admin/admin-auth.service.js";
import { operatorActor } from "#shared/actor.js";
import { FakeAuditLog, FakeTransactions } from "../shared/shared.fakes.js";

describe("AdminAuthService", () => {
  const hasher = {
    hash: async (p: string) => `h:${p}`,
    verify: async (p: string, h: string) => h === `h:${p}`,
    verifyNone: async () => false as const,
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

  /** Counts the ends of admin sessions the service asks for. */
  const sessions = () => ({
    ended: 0,
    async endAdminRights() {
      this.ended += 1;
    },
  });

  it("takes ADMIN_PASSWORD over a stored one, and generates one only when none exists", async () => {
    const store = settings();
    const audit = new FakeAuditLog();
    const ended = sessions();
    const service = (environmentPassword?: string) =>
      new AdminAuthService(store, hasher, new FakeTransactions(), audit.trail(), ended, {
        environmentPassword,
      });
    // A start that is not to generate one (a command before the server's first start) leaves none.
    expect(await service().ensurePassword({ generate: false })).toEqual({ kind: "none" });
    const first = await service().ensurePassword();
    expect(first.kind).toBe("generated");
    expect(await service().ensurePassword()).toEqual({ kind: "existing" });
    await service("from-the-environment").ensurePassword();
    await expect(service().login({ password: "from-the-environment" })).resolves.toBeUndefined();
    await expect(
      service().login({ password: (first as { password: string }).password }),
    ).rejects.toThrow("Unauthorized");
    // A changed ADMIN_PASSWORD is a rotation; the same one at the next start is not.
    expect(ended.ended).toBe(1);
    await service("from-the-environment").ensurePassword();
    expect(ended.ended).toBe(1);
    expect(audit.entries).toMatchObject([
      { actor: "env:ADMIN_PASSWORD", action: "admin_password.changed" },
    ]);
    await service().setPassword("chosen-by-the-operator", operatorActor("cli:ama"));
    expect(ended.ended).toBe(2);
    expect(audit.entries).toMatchObject([
      { actor: "env:ADMIN_PASSWORD", action: "admin_password.changed" },
      { actor: "cli:ama", action: "admin_password.changed", detail: "chosen by the operator" },
    ]);
    expect(JSON.stringify(audit.entries)).not.toContain("chosen-by-the-operator");
  });

  it("refuses the CLI's change while ADMIN_PASSWORD is set, which the next start would undo", async () => {
    const store = settings();
    const ended = sessions();
    const service = new AdminAuthService(
      store,
      hasher,
      new FakeTransactions(),
      new FakeAuditLog().trail(),
      ended,
      { environmentPassword: "from-the-environment" },
    );
    await service.ensurePassword();
    await expect(
      service.setPassword("chosen-by-the-operator", operatorActor("cli:ama")),
    ).rejects.toThrow(/ADMIN_PASSWORD is set/);
    await expect(service.login({ password: "from-the-environment" })).resolves.toBeUndefined();
    expect(ended.ended).toBe(0);
  });
});
