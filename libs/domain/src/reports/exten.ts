/** The longest extension (queue or agent) number the reports take. */
export const EXTEN_MAX_DIGITS = 20;

/** An extension number as the reports take it, on the server and in the admin: 1 to 20 digits. */
export const EXTEN_NUMBER = new RegExp(`^\\d{1,${EXTEN_MAX_DIGITS}}$`);

export const isExtenNumber = (value: string): boolean => EXTEN_NUMBER.test(value);
