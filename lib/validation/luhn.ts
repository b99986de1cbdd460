/**
 * The Luhn (mod 10) check used by IMEIs and payment card numbers: from the right, every second digit
 * is doubled (minus 9 when above 9) and the total must be a multiple of 10. `digits` must be digits only.
 */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The digit that makes `payload + digit` pass the Luhn check (for generating test and seed numbers). */
export function luhnCheckDigit(payload: string): string {
  for (let digit = 0; digit <= 9; digit += 1) {
    if (passesLuhn(`${payload}${digit}`)) return String(digit);
  }
  throw new RangeError(`luhnCheckDigit expects digits only, got ${JSON.stringify(payload)}`);
}
