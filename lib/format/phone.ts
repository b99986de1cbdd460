/** A stored Nigerian mobile number (`+2348031234567`) as agents read and dial it: "0803 123 4567". */
export function formatPhone(e164: string): string {
  const match = /^\+234(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `0${match[1]} ${match[2]} ${match[3]}` : e164;
}
