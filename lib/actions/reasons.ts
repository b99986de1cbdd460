/** The longest reason a back-office write keeps (a suspension's, a correction's, a reassignment's), in characters. */
export const REASON_MAX_LENGTH = 500;

export const REASON_TOO_LONG = `The reason can have at most ${REASON_MAX_LENGTH} characters`;

/**
 * The rule of a required reason, surrounding spaces aside: `requiredMessage` when there is none (it says what
 * the reason is for), REASON_TOO_LONG past REASON_MAX_LENGTH characters.
 */
export function requiredReason(requiredMessage: string): (reason: string) => string | undefined {
  return (reason) => {
    const text = reason.trim();
    if (text === '') return requiredMessage;
    return [...text].length > REASON_MAX_LENGTH ? REASON_TOO_LONG : undefined;
  };
}
