import type { Command } from "commander";
import type { ReviewedApplication } from "../../src/modules/agents/index.js";
import { operatorActor } from "../../src/shared/actor.js";
import { type CliIo, operator, parseId, runCommand } from "../run-command.js";

export function applicationCommands(program: Command, io: CliIo, exit: (code: number) => void) {
  program
    .command("list-applications")
    .description("list the agent applications that reached review, newest first")
    .option("--status <status>", "pending, approved or rejected")
    .action(async (options: { status?: string }) => {
      exit(
        await runCommand(io, async (app) => {
          const list = await app.services.agentApplications.listApplications(
            operatorActor(operator()),
            options.status,
          );
          if (list.length === 0) io.out("No Agent Applications");
          for (const a of list) io.out(describe(a));
          return 0;
        }),
      );
    });

  program
    .command("send-claim-link <application-id>")
    .description(
      "mail an approved application's applicant a link that ties its agent to their account",
    )
    .action(async (id: string) => {
      exit(
        await runCommand(io, async (app) => {
          const { email } = await app.services.agentLinks.sendClaimLink(
            parseId(id),
            operatorActor(operator()),
          );
          io.out(`A claim link for application #${id} was mailed to ${email}.`);
          return 0;
        }),
      );
    });

  for (const [name, status] of [
    ["approve-agent", "approved"],
    ["reject-agent", "rejected"],
  ] as const) {
    program
      .command(`${name} <id>`)
      .description(`${status === "approved" ? "approve" : "reject"} a pending agent application`)
      .option(
        "--reason <text>",
        status === "approved"
          ? "a note mailed to the applicant (optional)"
          : "why, mailed to the applicant (required)",
      )
      .action(async (id: string, options: { reason?: string }) => {
        exit(
          await runCommand(io, async (app) => {
            const decided = await app.services.agentApplications.decideApplication(
              parseId(id),
              status,
              operatorActor(operator()),
              options.reason,
            );
            io.out(`Application #${decided.id} (${decided.name}) is now ${decided.status}`);
            if (decided.agentId)
              io.out(
                `Verified agent #${decided.agentId}; the applicant's mail is queued (the relay sends it).`,
              );
            return 0;
          }),
        );
      });
  }
}

function describe(a: ReviewedApplication): string {
  const when = a.createdAt.toISOString().slice(0, 10);
  const line = `#${a.id}  ${a.status.padEnd(8)}  ${when}  ${a.name} <${a.email}>  ${a.company}, ${a.location}`;
  const matches = a.matches.map(
    (m) =>
      `\n      ! matches ${m.agentId ? `agent #${m.agentId}` : `application #${m.applicationId}`} (${m.name}) on ${m.on.join(" and ")}`,
  );
  return line + matches.join("");
}
