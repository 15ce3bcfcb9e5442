/**
 * Words for a shell: those the SSH target runs on the host, and those of the commands messages suggest running.
 */

/** 'it's' → `'it'\''s'`: one word for the shell, whatever it holds. */
export const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * One word of a command that messages suggest running (`clinic-site rollback --to …`), quoted only where it needs it:
 * a folder with spaces, or an address with `;`, pasted as printed, must be one argument and run nothing.
 * @example shellWord('/var/www/site da clinica') // "'/var/www/site da clinica'"
 */
export const shellWord = (word: string) => (/^[\w./:@%+=,-]+$/.test(word) ? word : shellQuote(word));
