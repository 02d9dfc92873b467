/**
 * A Ghanaian number in its +233 form, whatever spaces or dashes it was typed with ("024 412 3456",
 * "+233 24 412 3456", "00233 24…"); null for anything else, which no call button should dial.
 * The one reading of a Ghana number: the owner's card, and every WhatsApp link (whatsapp.ts).
 */
export function ghanaPhone(raw: string | null | undefined): string | null {
  const digits = (raw ?? "").replace(/\D/g, "").replace(/^00/, "");
  if (/^0\d{9}$/.test(digits)) return `+233${digits.slice(1)}`;
  if (/^233\d{9}$/.test(digits)) return `+${digits}`;
  return null;
}
