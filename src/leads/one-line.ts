/**
 * A failure's text on one log line: line breaks (OpenSSL's messages end with one, a server's reply may hold several)
 * would split one line of the lead server's log in two.
 */
export const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, ' ').trim();
