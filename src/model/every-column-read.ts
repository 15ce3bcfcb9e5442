/**
 * For the model's row readers: compiles only when `unread`, what a reader destructured out of a row after taking the
 * columns it uses, is empty, so a column added to a schema is a type error until the model decides what to do with it.
 * @example const { slug, title, ...unread } = row; everyColumnRead(unread);
 */
export function everyColumnRead(unread: Record<string, never>): void {
  void unread;
}
