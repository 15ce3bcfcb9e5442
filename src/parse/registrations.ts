/**
 * Professional registrations as clinics publish them, checked only for what the CFM asks to be readable: the
 * council, the state and the number. A bare number ("123456") would be published without saying what it is.
 * - CRM: "CRM-SP 123456", "CRM/RJ 52.12345-6", "CRM 123456-SP", "CRM – sp nº: 123456", "CREMESP 123456" (the
 *   council's own name carries the state).
 * - RQE: "RQE 12345", "RQE Nº: 12345", "RQE 12345 e 67890".
 * - Another council, for a blog author who is not a physician: "CRO-SP 12345", "CRBM 1234", "CRN-3 12345".
 */
const STATES = new Set('AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO'.split(' '));

const words = (text: string) => text.toUpperCase().split(/[^A-Z0-9]+/).filter(Boolean);

export function isCrm(text: string): boolean {
  const [council, ...rest] = words(text);
  if (!council || !/\d/.test(text)) return false;
  // CREMESP, CREMERJ, CREMEB…: the regional council's name says the state.
  if (/^CREM[A-Z]{1,4}$/.test(council)) return true;
  // CRM followed by the state, glued ("CRMSP") or as a word of its own anywhere after it.
  const glued = /^CRM([A-Z]{2})$/.exec(council);
  if (glued) return STATES.has(glued[1]);
  return council === 'CRM' && rest.some((word) => STATES.has(word));
}

export function isRqe(text: string): boolean {
  return words(text)[0] === 'RQE' && /\d/.test(text);
}

/** A council's acronym (letters) first, and a number after it. */
export function isCouncilRegistration(text: string): boolean {
  return /^\s*[A-Za-z]{2,8}(?![A-Za-z])/.test(text) && /\d/.test(text);
}
