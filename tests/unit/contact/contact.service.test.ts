import { ContactService } from "#modules/contact/contact.service.js";
import { FakeMailer, FakeTransactions } from "../shared/shared.fakes.js";

describe("ContactService", () => {
  it("tells the info mailbox about a new subscriber only once", async () => {
    const mailer = new FakeMailer();
    let known = false;
    const service = new ContactService(
      { create: async () => ({}) as never },
      {
        subscribe: async (email) => {
          const created = !known;
          known = true;
          return { subscription: { id: 1, email, createdAt: new Date() }, created };
        },
      },
      mailer,
      new FakeTransactions(),
      { infoEmail: "info@x.gh" },
      { findById: async () => null },
    );
    await service.subscribeToNewsletter({ email: "a@example.com" });
    await service.subscribeToNewsletter({ email: "A@example.com" });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0].to).toBe("info@x.gh");
  });
});
