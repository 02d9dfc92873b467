import { ConflictError, NotFoundError } from "../../shared/errors.js";

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
