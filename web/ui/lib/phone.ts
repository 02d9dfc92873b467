/**
 * A Ghana number as it is read aloud and dialled: "+233244000111" → "+233 24 400 0111". The
 * server sends owners' phones in this +233 form only (listing-owner.ts), or not at all.
 */
export function ghanaPhoneDisplay(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (!/^233\d{9}$/.test(digits)) return phone;
  return `+233 ${digits.slice(3, 5)} ${digits.slice(5, 8)} ${digits.slice(8)}`;
}
