/** The shape of an entry of the user-error catalogues (./user-error-catalogue.ts gathers them). */
export interface UserErrorEntry<A> {
  message: (args: A) => string;
  hint: (args: A) => string;
}

export const entry = <A = Record<string, never>>(e: UserErrorEntry<A>) => e;
