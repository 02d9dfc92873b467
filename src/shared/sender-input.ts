import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from "class-validator";
import { SENDER_EMAIL, SENDER_MESSAGE, SENDER_NAME, SENDER_PHONE } from "./sender-rules.js";

/**
 * Who is writing and what they say: shared by the contact form and the inquiry form, whose
 * rules (spec §5) are the same — name, email and message required, phone optional.
 */
export class SenderInput {
  @MaxLength(SENDER_NAME.max, { message: SENDER_NAME.tooLong })
  @MinLength(SENDER_NAME.min, { message: SENDER_NAME.message })
  @IsString({ message: SENDER_NAME.message })
  name: string;

  @MaxLength(SENDER_EMAIL.max, { message: SENDER_EMAIL.tooLong })
  @IsEmail({}, { message: SENDER_EMAIL.message })
  email: string;

  @IsOptional()
  @MaxLength(SENDER_PHONE.max, { message: SENDER_PHONE.tooLong })
  @IsString({ message: SENDER_PHONE.message })
  phone?: string;

  @MaxLength(SENDER_MESSAGE.max, { message: SENDER_MESSAGE.tooLong })
  @MinLength(SENDER_MESSAGE.min, { message: SENDER_MESSAGE.message })
  @IsString({ message: SENDER_MESSAGE.message })
  message: string;
}
