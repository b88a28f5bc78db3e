/** An extension (queue or agent) number as the reports take it, on the server and in the admin: 1 to 20 digits. */
export const EXTEN_NUMBER = /^\d{1,20}$/;

export const isExtenNumber = (value: string): boolean => EXTEN_NUMBER.test(value);
