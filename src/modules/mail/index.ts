/** The mail module's public surface: what code outside it may import (decision 97). */
export type { MailTransport } from "./mail-relay.ports.js";
export { MailRelayService } from "./mail-relay.service.js";
