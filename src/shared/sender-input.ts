import { IsEmail, IsOptional, IsString, MaxLength, MinLength } from "class-validator";

/**
 * Who is writing and what they say: shared by the contact form and the inquiry form, whose
 * rules (spec §5) are the same — name, email and message required, phone optional.
 */
export class SenderInput {
  @MaxLength(120, { message: "Name is too long" })
  @MinLength(1, { message: "Name is required" })
  @IsString({ message: "Name is required" })
  name: string;

  @MaxLength(254, { message: "Email is too long" })
  @IsEmail({}, { message: "Valid email is required" })
  email: string;

  @IsOptional()
  @MaxLength(40, { message: "Phone number is too long" })
  @IsString({ message: "Phone number must be text" })
  phone?: string;

  @MaxLength(5000, { message: "Message is too long" })
  @MinLength(1, { message: "Message is required" })
  @IsString({ message: "Message is required" })
  message: string;
}
