import { ValidateBy } from "class-validator";
import { DECISION_REASON_MESSAGES, reasonProblem } from "./decision-reasons.rules.js";

/** What is wrong with a sent reason, by the rule the admin's dialogs check as they type. */
function problemOf(value: unknown, required: string): string | null {
  if (value === undefined || value === null) return required;
  if (typeof value !== "string") return DECISION_REASON_MESSAGES.notText;
  return reasonProblem(value, required);
}

/**
 * A decision's reason as a class-validator decorator, for an input that validates its fields
 * together: the rule and its messages stay those of decision-reasons.rules.ts. `required` is the
 * message for a missing or blank reason (say why it is asked: it is mailed to a person).
 */
export function IsDecisionReason(required: string): PropertyDecorator {
  return ValidateBy({
    name: "isDecisionReason",
    validator: {
      validate: (value) => problemOf(value, required) === null,
      defaultMessage: (args) => problemOf(args?.value, required) ?? required,
    },
  });
}
