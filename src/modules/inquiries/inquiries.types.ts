import { IsInt, IsOptional, Max, Min } from "class-validator";
import { PositiveId } from "../../shared/positive-id.js";
import { SenderInput } from "../../shared/sender-input.js";

/** Spec §3 Inquiry, with what the sender wrote and the property's title for the dashboard. */
export interface Inquiry {
  id: number;
  propertyId: number;
  agentId: number | null;
  status: string;
  createdAt: Date;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  property: { id: number; title: string } | null;
}

export interface NewInquiry {
  userId: number;
  propertyId: number;
  agentId: number | null;
  name: string;
  email: string;
  phone: string | null;
  message: string;
}

/** Spec §5: name, email (email type) and message required; phone optional. */
export class InquiryInput extends SenderInput {
  @Max(PositiveId.MAX, { message: PositiveId.message("propertyId") })
  @Min(1, { message: PositiveId.message("propertyId") })
  @IsInt({ message: PositiveId.message("propertyId") })
  propertyId: number;

  /** Sent by the client (spec §7) but not trusted: the property's own agent receives the inquiry. */
  @IsOptional()
  agentId?: unknown;
}
