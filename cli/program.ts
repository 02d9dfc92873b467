import { Command } from "commander";
import { adminPasswordCommand } from "./commands/admin-password.js";
import { applicationCommands } from "./commands/applications.js";
import { backupCommands } from "./commands/backup.js";
import { copyUploadsCommand } from "./commands/copy-uploads.js";
import { doctorCommand } from "./commands/doctor.js";
import { expireListingsCommand } from "./commands/expire-listings.js";
import { migrateCommand } from "./commands/migrate.js";
import { processPhotosCommand } from "./commands/process-photos.js";
import { refreshBlogCommand } from "./commands/refresh-blog.js";
import { refreshPriceGuideCommand } from "./commands/refresh-price-guide.js";
import { seedCommand } from "./commands/seed.js";
import { sendAlertsCommand } from "./commands/send-alerts.js";
import { sendMailCommand } from "./commands/send-mail.js";
import { sendViewingRemindersCommand } from "./commands/send-viewing-reminders.js";
import { setRateCommand } from "./commands/set-rate.js";
import type { CliIo } from "./run-command.js";

/** The operators' door: each command is as thin as a controller over the same services. */
export function buildProgram(io: CliIo, exit: (code: number) => void): Command {
  const program = new Command("ofie")
    .description("Ofie operator commands")
    .showHelpAfterError()
    .configureOutput({ writeOut: (s) => io.out(s.trimEnd()), writeErr: (s) => io.err(s.trimEnd()) })
    .exitOverride();
  migrateCommand(program, io, exit);
  seedCommand(program, io, exit);
  applicationCommands(program, io, exit);
  adminPasswordCommand(program, io, exit);
  refreshBlogCommand(program, io, exit);
  refreshPriceGuideCommand(program, io, exit);
  setRateCommand(program, io, exit);
  sendAlertsCommand(program, io, exit);
  sendViewingRemindersCommand(program, io, exit);
  expireListingsCommand(program, io, exit);
  sendMailCommand(program, io, exit);
  processPhotosCommand(program, io, exit);
  copyUploadsCommand(program, io, exit);
  backupCommands(program, io, exit);
  doctorCommand(program, io, exit);
  return program;
}
