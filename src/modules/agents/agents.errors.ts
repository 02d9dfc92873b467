import { ConflictError, NotFoundError } from "../../shared/errors.js";
import type { ApplicationMatch } from "./agents.types.js";

export class AgentProfileNotFoundError extends NotFoundError {
  override readonly code = "AGENTS.PROFILE_NOT_FOUND";
  constructor() {
    super("No agent profile is linked to this account");
  }
}

export class ApplicationNotFoundError extends NotFoundError {
  override readonly code = "AGENTS.APPLICATION_NOT_FOUND";
  constructor() {
    super("Agent application not found");
  }
}

export class ApplicationAlreadyDecidedError extends ConflictError {
  override readonly code = "AGENTS.APPLICATION_ALREADY_DECIDED";
  constructor(status: string) {
    super(`This application was already ${status}`);
  }
}

export class AgentNotFoundError extends NotFoundError {
  override readonly code = "AGENTS.AGENT_NOT_FOUND";
  constructor() {
    super("Agent not found");
  }
}

/** Decision 39: an approval never changes an existing agent, so a match cannot be approved. */
export class ApplicationMatchesAgentError extends ConflictError {
  override readonly code = "AGENTS.APPLICATION_MATCHES_AGENT";
  constructor(match?: ApplicationMatch) {
    super(
      match
        ? `This application matches agent #${match.agentId} (${match.name}) on ${match.on.join(" and ")}: approving it would take over that agent, so it cannot be approved`
        : "This application matches an existing agent, so it cannot be approved",
    );
  }
}

export class AccountAlreadyAgentError extends ConflictError {
  override readonly code = "AGENTS.ACCOUNT_ALREADY_AGENT";
  constructor() {
    super("This account is already linked to a verified agent");
  }
}

export class AgentLinkInvalidError extends NotFoundError {
  override readonly code = "AGENTS.LINK_INVALID";
  constructor() {
    super("This link is invalid, has expired or has already been used");
  }
}

export class AgentAlreadyClaimedError extends ConflictError {
  override readonly code = "AGENTS.AGENT_ALREADY_CLAIMED";
  constructor() {
    super("This agent is already linked to an account");
  }
}

export class LicenceNotCheckedError extends ConflictError {
  override readonly code = "AGENTS.LICENCE_NOT_CHECKED";
  constructor() {
    super("This agent's licence is not recorded as checked, so there is nothing to withdraw");
  }
}
